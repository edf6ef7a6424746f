/// A short status word beside other content ("New", "Arrives today"), in a
/// tone that says how much it matters.
///
/// ```json
/// {"type": "badge", "text": "Arrives today", "tone": "success"}
/// ```
public struct BadgeComponent: ComponentContent {
    public static let typeName: TypeName = "badge"
    public var text: String
    public var tone: BadgeTone?

    public init(text: String, tone: BadgeTone? = nil) {
        self.text = text
        self.tone = tone
    }
}

/// How much a badge matters; an unknown tone is `neutral`.
public enum BadgeTone: String, TolerantEnum {
    case neutral, info, success, warning, critical
    public static let defaultCase = BadgeTone.neutral
}
