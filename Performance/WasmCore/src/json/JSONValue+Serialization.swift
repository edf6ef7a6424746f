/// One-call serialization for the common case of writing a whole value.
extension JSONValue {
    /// The UTF-8 JSON text of this value; see `JSONWriter` for the output format.
    ///
    /// - Throws: `JSONWriteError` naming the member that holds NaN or infinity,
    ///   or where nesting exceeds 512 levels.
    public func serialized(_ formatting: JSONWriter.Formatting = []) throws(JSONWriteError) -> [UInt8] {
        try JSONWriter(formatting: formatting).write(self)
    }

    /// The JSON text of this value as a `String`, for logs, fixtures and tests.
    public func jsonString(_ formatting: JSONWriter.Formatting = []) throws(JSONWriteError) -> String {
        try JSONWriter(formatting: formatting).string(self)
    }
}
