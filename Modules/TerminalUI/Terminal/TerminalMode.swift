import Glibc

/// Puts the terminal into the state an interactive UI needs, and back.
///
/// Entering: raw input (no echo, no line buffering, no signal keys, so
/// Ctrl-C arrives as a key and quits cleanly), the alternate screen (the
/// user's scrollback is untouched), no cursor, no autowrap. Leaving undoes
/// all of it, and so do SIGINT, SIGTERM, SIGHUP and SIGQUIT: their handler
/// writes the saved settings back before the process dies, so a killed
/// client never leaves a broken shell behind.
///
/// ```swift
/// let mode = try TerminalMode.enter()
/// defer { mode.restore() }
/// ```
public final class TerminalMode: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let enterSequence = ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.disableAutowrap + ANSI.clearScreen
    static let leaveSequence = ANSI.reset + ANSI.enableAutowrap + ANSI.showCursor + ANSI.leaveAlternateScreen

    private let input: Int32
    private let output: StandardOutput
    private let original: termios
    private let raw: termios

    private init(input: Int32, output: StandardOutput, original: termios, raw: termios) {
        self.input = input
        self.output = output
        self.original = original
        self.raw = raw
    }

    /// Raw mode on `input` and the alternate screen on `output`; fails when `input` is not a terminal.
    public static func enter(input: Int32 = STDIN_FILENO, output: StandardOutput = StandardOutput()) throws(Failure) -> TerminalMode {
        var original = termios()
        guard isatty(input) == 1, tcgetattr(input, &original) == 0 else {
            throw Failure(description: "standard input is not a terminal; use `sdui render` or `sdui run` instead")
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        SignalRestore.install(settings: original, descriptor: input, leaveSequence: leaveSequence)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            SignalRestore.uninstall()
            throw Failure(description: "could not switch the terminal to raw mode")
        }
        output.write(enterSequence)
        return TerminalMode(input: input, output: output, original: original, raw: raw)
    }

    /// Leaves the alternate screen and restores the saved settings. Safe to call twice.
    public func restore() {
        var settings = original
        _ = tcsetattr(input, TCSAFLUSH, &settings)
        output.write(Self.leaveSequence)
        SignalRestore.uninstall()
    }

    /// Job control's Ctrl-Z (raw mode turns the key into a byte, so the app
    /// does it itself): the shell's settings and screen back, the process
    /// stopped with SIGTSTP until `fg` continues it, then raw mode and the
    /// alternate screen again (the caller redraws). When the kernel discards
    /// the stop (a process group with no shell to resume it), this returns at once.
    public func suspend() {
        var settings = original
        _ = tcsetattr(input, TCSAFLUSH, &settings)
        output.write(Self.leaveSequence)
        raise(SIGTSTP)
        var resumed = raw
        _ = tcsetattr(input, TCSAFLUSH, &resumed)
        output.write(Self.enterSequence)
    }

    /// True once after each terminal resize (SIGWINCH).
    public static func consumeResize() -> Bool {
        SignalRestore.consumeWindowChange()
    }
}
