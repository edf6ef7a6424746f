import Foundation

/// Whether the user allows analytics, decided once at start-up.
///
/// Off when the command line has `--no-analytics` or the environment has
/// `SDUI_NO_ANALYTICS` set to anything but empty, `0`, `false` or `no`.
/// Off means off: `AnalyticsFeature` then opens no file, registers no
/// observer and sends nothing.
public struct AnalyticsSettings: Sendable, Equatable {
    public static let disableFlag = "--no-analytics"
    public static let disableVariable = "SDUI_NO_ANALYTICS"

    public var isEnabled: Bool
    /// What turned analytics off, for the client to say so (`--no-analytics`, `SDUI_NO_ANALYTICS=1`).
    public var disabledBy: String?

    public init(isEnabled: Bool, disabledBy: String? = nil) {
        self.isEnabled = isEnabled
        self.disabledBy = isEnabled ? nil : (disabledBy ?? "configuration")
    }

    public static let enabled = AnalyticsSettings(isEnabled: true)

    /// Reads the command line (after the program name) and the environment.
    public static func resolve(arguments: [String] = CommandLine.arguments,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> AnalyticsSettings {
        if arguments.dropFirst().contains(disableFlag) {
            return AnalyticsSettings(isEnabled: false, disabledBy: disableFlag)
        }
        if let value = environment[disableVariable]?.lowercased(), !["", "0", "false", "no"].contains(value) {
            return AnalyticsSettings(isEnabled: false, disabledBy: "\(disableVariable)=\(value)")
        }
        return .enabled
    }
}
