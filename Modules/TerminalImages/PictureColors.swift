/// Whether this terminal can show pictures, and in which colours: 24-bit
/// where `COLORTERM` says `truecolor` or `24bit`, xterm's 256 where `TERM`
/// names them, and none otherwise (placeholders), and never without colour.
public enum PictureColors {
    public static func detect(usesColor: Bool, environment: (String) -> String?) -> HalfBlocks.Colors? {
        guard usesColor else { return nil }
        let colorTerm = environment("COLORTERM")?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment("TERM") ?? ""
        if term.hasSuffix("256color") || term.hasSuffix("-direct") { return .palette256 }
        return nil
    }
}
