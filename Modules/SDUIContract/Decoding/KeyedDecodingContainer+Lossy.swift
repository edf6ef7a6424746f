extension KeyedDecodingContainer {
    /// Decodes an optional field; a malformed value is dropped with a
    /// diagnostic instead of failing the object that holds it.
    ///
    /// For parts that are nice to have (a screen's header, its analytics
    /// metadata) where losing the part beats losing the screen.
    public func decodeLossyIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, context: ContractContext
    ) -> T? {
        guard contains(key) else { return nil }
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch {
            let failure = DecodingFailure(error, at: codingPath + [key])
            context.log.record(Diagnostic(kind: .invalidElement, path: failure.path,
                                          reason: "\(failure.reason); the field is ignored"))
            return nil
        }
    }
}
