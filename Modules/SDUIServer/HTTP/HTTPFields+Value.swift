import HTTPTypes

extension HTTPFields {
    /// What `self[name]` reads (every field of that name, joined with ", ",
    /// or "; " for cookies), found without that subscript's generic
    /// `joined(separator:)`, which runs unspecialised and instantiates its
    /// metadata on every request that sends the field. The server reads its
    /// request headers through this.
    package func value(_ name: HTTPField.Name) -> String? {
        var value: String?
        for field in self where field.name == name {
            if let earlier = value {
                value = earlier + (name == .cookie ? "; " : ", ") + field.value
            } else {
                value = field.value
            }
        }
        return value
    }
}
