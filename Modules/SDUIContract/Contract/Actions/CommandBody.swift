import JSON

/// What a command's request carries, as Primephonic sends it: the payload is
/// the POST body exactly as the document wrote it, whatever JSON it is.
///
/// The client adds members of its own (the listed state keys as `state`, a
/// request-input answer under its `answerKey`). An object payload, or none,
/// takes them in, so a server reads one object as it always has. A payload of
/// any other JSON type (a string, a number, an array…) has no room for them:
/// it is still the body as it is, and the added members travel as one JSON
/// object in the `SDUI-Command-Members` header (`APIHeader.commandMembers`),
/// so a server that only wants the payload never has to unwrap it.
///
/// ```swift
/// let sent = CommandBody(payload: "favorite_playlist", adding: ["state": ["note": "for Sunday"]])
/// // sent.body == "favorite_playlist", sent.headerMembers == ["state": ["note": "for Sunday"]]
/// ```
public struct CommandBody: Sendable, Equatable {
    /// The POST body: a payload that is not an object as it is; otherwise the
    /// payload's members (or `{}`) with the added members over them.
    public let body: JSONValue
    /// The added members when `body` cannot hold them (it is not an object);
    /// nil when there are none or the body holds them.
    public let headerMembers: JSONObject?

    /// The most bytes the header's value may take. Proxies commonly refuse
    /// header blocks of 8–16 KiB; state meant to be longer than a few lines
    /// belongs in an object payload, whose body has the server's upload limit.
    public static let headerLimit = 4_096

    /// - Parameters:
    ///   - payload: the action's or submission's payload; `null` is as absent (contract §1).
    ///   - added: the client's members; each replaces a payload member of the same name.
    public init(payload: JSONValue?, adding added: JSONObject) {
        switch payload {
        case nil, .null?:
            body = .object(added)
            headerMembers = nil
        case .object(var members)?:
            for (key, value) in added { members[key] = value }
            body = .object(members)
            headerMembers = nil
        case let other?:
            body = other
            headerMembers = added.isEmpty ? nil : added
        }
    }

    /// The `SDUI-Command-Members` header's value, or nil when there is nothing
    /// to send in it: the members as compact JSON in ASCII only (every other
    /// character as a `\u` escape), so any HTTP stack carries it unchanged.
    public func headerValue() throws(CommandBodyError) -> String? {
        guard let headerMembers else { return nil }
        let text: String
        do {
            text = try JSONWriter(formatting: [.withoutEscapingSlashes]).string(.object(headerMembers))
        } catch {
            throw .unwritable(String(describing: error))
        }
        var ascii = ""
        ascii.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20, scalar.value < 0x7F {
                ascii.unicodeScalars.append(scalar)
            } else {
                // Control characters are already escaped by the writer, so only
                // string contents get here: a `\u` escape reads back the same.
                for unit in String(scalar).utf16 { ascii += "\\u" + Self.hex(unit) }
            }
        }
        guard ascii.utf8.count <= Self.headerLimit else {
            throw .tooLarge(bytes: ascii.utf8.count, limit: Self.headerLimit)
        }
        return ascii
    }

    /// Reads an `SDUI-Command-Members` header: a JSON object, at most
    /// `headerLimit` bytes. What is wrong is named with its place in the value.
    public static func members(fromHeader value: String) throws(CommandBodyError) -> JSONObject {
        let bytes = Array(value.utf8)
        guard bytes.count <= headerLimit else { throw .tooLarge(bytes: bytes.count, limit: headerLimit) }
        let parsed: JSONValue
        do throws(JSONParseError) {
            parsed = try JSONParser(options: .init(maxDepth: 32, maxInputSize: headerLimit)).parse(bytes)
        } catch {
            throw .malformed(line: error.line, column: error.column, reason: error.reason)
        }
        guard case .object(let members) = parsed else { throw .notAnObject(parsed.typeName) }
        return members
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = Array("0123456789abcdef")
        return String([12, 8, 4, 0].map { digits[Int((unit >> $0) & 0xF)] })
    }
}

/// Why the members sent beside a non-object payload could not be written or read.
public enum CommandBodyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The header's value is longer than `CommandBody.headerLimit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The value is not JSON: where and why.
    case malformed(line: Int, column: Int, reason: String)
    /// The value is JSON but not an object (its JSON type).
    case notAnObject(String)
    /// The members could not be written as JSON (nested too deep, say).
    case unwritable(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "\(APIHeader.commandMembers) is \(bytes) bytes, more than the \(limit) it may take; send long state with an object payload"
        case .malformed(let line, let column, let reason):
            "\(APIHeader.commandMembers) is not JSON at line \(line), column \(column): \(reason)"
        case .notAnObject(let type):
            "\(APIHeader.commandMembers) must hold a JSON object; it holds a JSON \(type)"
        case .unwritable(let reason):
            "\(APIHeader.commandMembers) cannot be written: \(reason)"
        }
    }
}
