import Glibc

/// Turns the terminal's echo of typed characters off and on, for a password
/// typed as a line (`--plain`). Does nothing when input is not a terminal.
/// While echo is off, SIGINT, SIGTERM, SIGHUP and SIGQUIT turn it back on
/// before the program dies (`SignalRestore`), so Ctrl-C never leaves a
/// terminal that shows nothing typed.
public struct InputEcho: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Shows (true) or hides (false) what is typed from now on.
    public func set(_ shown: Bool) {
        guard isatty(descriptor) == 1 else { return }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        if shown {
            settings.c_lflag |= tcflag_t(ECHO)
            _ = tcsetattr(descriptor, TCSANOW, &settings)
            SignalRestore.uninstall()
        } else {
            var restored = settings
            restored.c_lflag |= tcflag_t(ECHO)
            SignalRestore.install(settings: restored, descriptor: descriptor, leaveSequence: "\n")
            settings.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(descriptor, TCSANOW, &settings)
        }
    }
}
