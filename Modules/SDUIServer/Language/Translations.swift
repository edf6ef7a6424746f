import JSON
import SDUIContract

/// The server's strings in other languages, keyed by their English text.
///
/// English is the language screens are written in, in content files and in
/// Swift builders alike, so a missing translation falls back to the English
/// string itself and a key is never shown. Apps register tables
/// (`AppRegistry.translations`), content files carry theirs
/// (`"translations": {"nl": {...}}`), and every screen, command result and
/// widget passes through `translate(_:to:)` before it is sent: only the
/// contract's text fields are looked up (`textMembers`), never ids, state keys,
/// URLs or values. A string built with values in Swift is looked up by its
/// pattern with `text(_:_:in:)` (`"{count} on the way to you"`).
public struct Translations: Sendable, Equatable {
    /// Language → English → translated.
    public private(set) var tables: [String: [String: String]] = [:] {
        didSet { languages = Self.languages(of: tables) }
    }
    /// The languages a client can be answered in: English first. Kept with the tables, as every
    /// request negotiates against it.
    public private(set) var languages: [String]

    public init(_ tables: [String: [String: String]] = [:]) {
        self.tables = tables
        languages = Self.languages(of: tables)
    }

    /// The default language, in which screens are written.
    public static let source = "en"

    private static func languages(of tables: [String: [String: String]]) -> [String] {
        [source] + tables.keys.filter { $0 != source }.sorted()
    }

    /// Members whose contents are data the client sends back or keeps, never text to show:
    /// a command's `payload`, the `initialState`, an `updateState`'s `value`, analytics `properties`.
    /// The translation does not look inside them, whatever their keys are called.
    public static let opaqueKeys: Set<String> = ["payload", "initialState", "value", "properties", "state"]

    /// The member names whose strings are looked up: the contract's texts
    /// (`ContractMembers.texts`), with the features' of the server that
    /// made this table (`ContractTypeTable.textMembers`).
    public internal(set) var textMembers = TextMembers.core

    /// Adds `table` to `language`'s; a string translated twice differently is a conflict, returned (the first is kept).
    @discardableResult
    public mutating func add(_ table: [String: String], for language: String) -> [String] {
        var conflicts: [String] = []
        for (english, translated) in table {
            if let existing = tables[language]?[english], existing != translated {
                conflicts.append(english)
                continue
            }
            tables[language, default: [:]][english] = translated
        }
        return conflicts.sorted()
    }

    /// `english` in `language`, with `{name}` placeholders filled from `values` (`PlaceholderText`: one pass,
    /// so a value is never expanded again).
    public func text(_ english: String, _ values: [String: String] = [:], in language: String) -> String {
        PlaceholderText.fill(tables[language]?[english] ?? english, with: values)
    }

    /// `document` with every text field looked up in `language`'s table; unchanged for English.
    public func translate(_ document: JSONValue, to language: String) -> JSONValue {
        guard let table = tables[language], !table.isEmpty else { return document }
        return translate(document, table: table, isText: false)
    }

    private func translate(_ value: JSONValue, table: [String: String], isText: Bool) -> JSONValue {
        switch value {
        case .string(let text):
            return isText ? .string(table[text] ?? text) : value
        case .array(let elements):
            return .array(elements.map { translate($0, table: table, isText: isText) })
        case .object(let members):
            return .object(JSONObject(members.map { member in
                if Self.opaqueKeys.contains(member.key) { return (member.key, member.value) }
                return (member.key, translate(member.value, table: table, isText: textMembers.contains(member.key)))
            }))
        default:
            return value
        }
    }
}
