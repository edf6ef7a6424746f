/// Fills `{name}` placeholders in a translated text, for the server's
/// translations and the terminal's own words alike.
///
/// One left-to-right pass over the template: a value is inserted as it is,
/// never scanned again, so a typed `{numbers}` inside a value stays text,
/// and the result does not depend on the order of `values`. A placeholder
/// without a value stays as written. Scanned as bytes: the clip's modules
/// link no string-processing library.
public enum PlaceholderText {
    public static func fill(_ template: String, with values: [String: String]) -> String {
        guard !values.isEmpty else { return template }
        let bytes = Array(template.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{"),
               let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
               let value = values[String(decoding: bytes[(index + 1)..<close], as: UTF8.self)] {
                result += value.utf8
                index = close + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
