/// The frames of the loading indicator, advanced by the app's clock.
public enum Spinner {
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame for clock tick `tick`.
    public static func frame(_ tick: Int) -> String {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }
}
