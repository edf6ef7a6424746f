/// The language a person reads, as the client tells the server
/// (`Accept-Language`) and as the terminal's own texts follow.
///
/// From the POSIX locale variables in their order of precedence (`LC_ALL`,
/// then `LC_MESSAGES`, then `LANG`; the first that is set decides), or from
/// a `--language` option that wins over them. `nl_NL.UTF-8` becomes
/// `nl-NL`; the `C` and `POSIX` locales mean no preference, and so does a
/// value that is not a language tag, so the server answers in its default.
public struct ClientLanguage: Sendable, Equatable {
    /// Lower-case primary language (`nl`).
    public let language: String
    /// Upper-case region, when the locale names one (`NL`).
    public let region: String?

    /// Reads a locale name (`nl_NL.UTF-8@euro`) or a language tag (`nl-NL`, `nl`).
    public init?(_ name: String) {
        var text = Substring(name)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.count <= 2 else { return nil }
        language = first.lowercased()
        if parts.count == 2 {
            let second = parts[1]
            guard (2...3).contains(second.count), second.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            region = second.uppercased()
        } else {
            region = nil
        }
    }

    /// The first locale variable that is set decides; nil for `C`, `POSIX` or an unreadable value.
    /// - Parameters:
    ///   - option: `--language`, which wins when given.
    ///   - environment: reads a variable.
    public static func preferred(option: String? = nil, environment: (String) -> String?) -> ClientLanguage? {
        if let option, !option.isEmpty { return ClientLanguage(option) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            if value == "C" || value == "POSIX" || value.hasPrefix("C.") { return nil }
            return ClientLanguage(value)
        }
        return nil
    }

    /// `nl-NL, nl;q=0.9`, or `nl`.
    public var acceptLanguage: String {
        guard let region else { return language }
        return "\(language)-\(region), \(language);q=0.9"
    }
}
