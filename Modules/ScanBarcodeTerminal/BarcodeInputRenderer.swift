import SDUI
import ScanBarcodeContract
import TerminalUI

/// `barcodeInput` in the terminal: a focusable row that starts the scan,
/// with the last scanned code (from the action's state key) flush right and
/// the subtitle below.
///
/// ```
/// ▦ Parcel barcode                                   3SABCD1234567 ›
///   On the label, under the address
/// ```
/// Before a scan the right side says "Scan" so the row reads as something to do.
public struct BarcodeInputRenderer: ContentRenderer {
    /// A barcode in one column; also the look's `barcode` icon.
    public static let glyph = "▦"
    /// Marks the row as a scan in a plain-text terminal.
    public static let icon = glyph + " "

    public init() {}

    /// One focusable row, plus the subtitle wrapped under the title.
    public func render(_ content: BarcodeInputComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        let theme = context.theme
        let indent = DisplayWidth.of(Self.icon)
        var code = ""
        if case .custom(let custom) = content.action, let scan = custom.content(as: ScanBarcodeAction.self) {
            code = context.stateString(forKey: scan.stateKey)
        }
        let right = [
            Span(code.isEmpty ? "Scan" : code, style: code.isEmpty ? theme.link : theme.secondary),
            Span(" ›", style: theme.secondary),
        ]
        let left = [
            Span(Self.icon, style: theme.secondary),
            Span(content.title, style: context.style(.plain, focusedWhen: id)),
        ]
        var first = Paragraph.justified(left: left, right: right, width: context.width)
        first.anchors.append(FocusTarget(id: id, componentID: id, label: content.title, kind: .action(content.action)))
        var lines = [first]
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            lines += Paragraph.lines(subtitle, width: max(1, context.width - indent), style: theme.subtitle)
                .map { $0.indented(by: indent) }
        }
        return lines
    }
}
