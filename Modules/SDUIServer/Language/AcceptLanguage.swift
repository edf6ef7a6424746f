import Foundation

/// Chooses the language of an answer from the request's `Accept-Language`
/// (RFC 9110 §12.5.4): the supported language the client weights highest, by
/// basic filtering (`nl-NL` and `nl` both take `nl`), and the default when
/// none matches.
///
/// A header that cannot be read is treated as absent: a client's language
/// preference is a wish, and a screen in English is better than a 400.
public enum AcceptLanguage {
    /// One language range with its weight (`nl-NL;q=0.8`).
    struct Range: Equatable {
        /// Lower-cased, `*` for any.
        var tag: String
        /// 0…1000, the weight in thousandths.
        var weight: Int
    }

    /// - Parameters:
    ///   - header: the `Accept-Language` value, nil when absent.
    ///   - supported: lower-case primary language tags, the default first (`["en", "nl"]`).
    public static func choose(_ header: String?, supported: [String]) -> String {
        let fallback = supported.first ?? "en"
        guard let header, let ranges = parse(header) else { return fallback }
        // `*` stands for the supported languages no other range names (refused ones included).
        let named = Set(ranges.map { String($0.tag.split(separator: "-", maxSplits: 1).first ?? "") })
        let unnamed = supported.first { !named.contains($0) }
        // The heaviest match; of equal weights, the one the client named first.
        var best: (language: String, weight: Int)?
        for range in ranges where range.weight > 0 {
            let primary = String(range.tag.split(separator: "-", maxSplits: 1).first ?? "")
            guard let language = range.tag == "*" ? unnamed : primary, supported.contains(language) else { continue }
            if let current = best, current.weight >= range.weight { continue }
            best = (language, range.weight)
        }
        return best?.language ?? fallback
    }

    /// The ranges in order, or nil when the value is not a list of language ranges.
    static func parse(_ header: String) -> [Range]? {
        var ranges: [Range] = []
        for element in header.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, isRange(tag) else {
                if parts.allSatisfy(\.isEmpty) { continue }
                return nil
            }
            var weight = 1000
            for parameter in parts.dropFirst() {
                guard parameter.lowercased().hasPrefix("q="), let parsed = qValue(String(parameter.dropFirst(2))) else { return nil }
                weight = parsed
            }
            ranges.append(Range(tag: tag.lowercased(), weight: weight))
        }
        return ranges
    }

    /// `*`, or 1–8 letters followed by `-` and 1–8 letters or digits, repeated.
    static func isRange(_ text: String) -> Bool {
        if text == "*" { return true }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `q=` values: 0 or 1 with up to three decimals, in thousandths (`QualityValue`).
    static func qValue(_ text: String) -> Int? { QualityValue.thousandths(text) }
}
