/// Paragraphs of text in one style. `paragraphs` may be a single string;
/// `color` is a role of the screen's theme or a raw colour (`ColorValue`).
///
/// ```json
/// {"type": "text", "style": "body", "color": "#8E8E93", "paragraphs": ["Clara Schumann toured Europe for six decades.", "She premiered many of Brahms's works."]}
/// ```
public struct TextComponent: ComponentContent {
    public static let typeName: TypeName = "text"
    public var style: TextStyle?
    public var color: ColorValue?
    public var paragraphs: [String]

    public init(style: TextStyle? = nil, color: ColorValue? = nil, paragraphs: [String]) {
        self.style = style
        self.color = color
        self.paragraphs = paragraphs
    }

    enum CodingKeys: String, CodingKey {
        case style, color, paragraphs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decodeIfPresent(TextStyle.self, forKey: .style)
        color = container.decodeLossyIfPresent(ColorValue.self, forKey: .color, context: ContractContext.of(decoder))
        if let single = try? container.decode(String.self, forKey: .paragraphs) {
            paragraphs = [single]
        } else {
            paragraphs = try container.decode([String].self, forKey: .paragraphs)
        }
    }
}

/// Text styles from the largest to the smallest.
public enum TextStyle: String, TolerantEnum {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, caption, footnote
    public static let defaultCase = TextStyle.body
}
