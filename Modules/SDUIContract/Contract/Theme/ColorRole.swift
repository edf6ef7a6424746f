/// What a colour is for, rather than which colour it is.
///
/// The server names roles (`"color": "primary"`) and the client picks the
/// colour from the palette that suits its background, so one screen reads
/// well on a light and on a dark terminal, and a brand's colours change in
/// one theme instead of in every screen.
public enum ColorRole: String, Sendable, Hashable, CaseIterable, Codable {
    /// The brand's main colour: links, primary buttons.
    case primary
    /// A second colour for emphasis: section headings.
    case accent
    case success
    case warning
    /// Errors and destructive actions.
    case critical
    /// What content sits on: the preview's page, and the reference a client
    /// adjusts colours against when it cannot learn its real background.
    case surface
}
