extension ScreenDocument {
    /// This document with the components of section `id` replaced: rows only
    /// the client can supply, such as the screens it keeps, on the offline
    /// page. Nil when the screen has no such section, or when its fields
    /// depend on the state (resolving it again would drop the rows).
    public func replacingComponents(ofSection id: String, with components: [Component]) -> ScreenDocument? {
        guard !dependsOnState, let index = initial.value.sections.firstIndex(where: { $0.id == id }) else { return nil }
        var screen = initial.value
        screen.sections[index].components = components
        return ScreenDocument(json: json, expressions: expressions, expansion: expansion,
                              initial: Decoded(value: screen, diagnostics: initial.diagnostics), factory: factory)
    }
}
