import HTTPTypes

extension HTTPFields {
    /// These fields and `more`; without `more`, these very fields, not a copy
    /// made unique by an append of nothing.
    func appending(_ more: HTTPFields) -> HTTPFields {
        guard !more.isEmpty else { return self }
        var fields = self
        fields.append(contentsOf: more)
        return fields
    }
}
