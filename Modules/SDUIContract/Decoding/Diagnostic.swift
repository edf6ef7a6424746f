/// Something in a document that the client could not use as sent.
///
/// Lossy decoding never fails a screen for one bad element; instead each
/// dropped, unknown or replaced element leaves a diagnostic, so the renderer
/// can say "2 items could not be shown" and analytics can tell the team which
/// clients drop which components.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The element was malformed and is not shown.
        case invalidElement
        /// The element's `type` is not one this client knows; it is not shown.
        case unknownType(TypeName)
        /// An action this client cannot run (unknown type or malformed); its
        /// element is shown, and running it tells the user why nothing happens.
        case unsupportedAction(TypeName)
        /// The element could not be used, and the server's `fallback` was shown instead.
        case replacedByFallback(TypeName)
        /// A field's value was not one of the allowed ones and its default was used.
        case defaultedValue
        /// An expression (`@{…}`) could not be parsed or evaluated; the field
        /// keeps its literal text (a `visible` keeps the element shown).
        case invalidExpression
        /// The screen's triggers were stopped: they kept firing one another
        /// past the depth allowed, or past the per-second budget (§8.4).
        case stoppedTrigger
        /// More problems were found than one document's diagnostics keep
        /// (`DiagnosticLog.maximumCount`, `.maximumBytes`); this many were
        /// counted and not recorded.
        case notRecorded(count: Int)
    }

    public let kind: Kind
    /// JSON path of the element, such as `sections[2].components[5]`.
    public let path: String
    /// What was wrong, in words a server developer can act on.
    public let reason: String

    public init(kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// True when the element is not shown at all.
    public var dropsElement: Bool {
        switch kind {
        case .invalidElement, .unknownType: return true
        case .unsupportedAction, .replacedByFallback, .defaultedValue, .invalidExpression, .stoppedTrigger, .notRecorded: return false
        }
    }

    public var description: String { "\(path): \(reason)" }
}
