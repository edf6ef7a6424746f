import Foundation
import Glibc

/// A pseudo-terminal pair, so a built client (`sdui`, `sdui-clip`) runs interactively in a test
/// exactly as in a person's terminal: raw mode, key presses, redrawn frames.
public final class PseudoTerminal {
    public var master: Int32 { answerer.master }
    public var slave: Int32 { answerer.slave }
    /// Everything the program wrote so far, escapes included.
    public var received: [UInt8] { answerer.received }
    private let answerer: TerminalAnswerer

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(rows: UInt16 = 40, columns: UInt16 = 100) throws {
        // posix_openpt is not exported to Swift; /dev/ptmx and two ioctls do the same.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "no pseudo-terminals here (errno \(errno))") }
        // TIOCSPTLCK, TIOCGPTN and TIOCSWINSZ are macros Swift cannot import; their Linux values.
        var unlock: Int32 = 0
        var number: Int32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            close(master)
            throw Failure(description: "could not unlock the pseudo-terminal (errno \(errno))")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw Failure(description: "could not open /dev/pts/\(number) (errno \(errno))")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, 0x5414, &size)
        answerer = TerminalAnswerer(master: master, slave: slave)
    }

    deinit { answerer.stop() }

    /// Changes the terminal's size as a person resizing the window would,
    /// and tells `process` (SIGWINCH): a program launched on this terminal
    /// does not have it as its controlling terminal, so the kernel does not.
    public func resize(rows: UInt16, columns: UInt16, telling process: Process) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, 0x5414, &size)
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Types `keys` as a person would (Enter is "\r" on a terminal).
    public func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything the program drew so far, without escape sequences.
    public var text: String { Self.stripEscapes(received) }

    /// Reads until `needle` has been drawn after byte `mark` of the output
    /// (escape sequences ignored) or `seconds` pass.
    public func waitFor(_ needle: String, after mark: Int = 0, seconds: Double = 30) async -> Bool {
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline {
            drain()
            if text(after: mark).contains(needle) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        drain()
        return text(after: mark).contains(needle)
    }

    /// What was drawn after byte `mark`, without escape sequences.
    public func text(after mark: Int) -> String {
        let received = received
        return Self.stripEscapes(Array(received[min(mark, received.count)...]))
    }

    /// Reads until the program has written `needle` (raw, escapes included) or
    /// `seconds` pass; the offset just after it, or nil.
    public func waitFor(bytes needle: [UInt8], seconds: Double = 30) async -> Int? {
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline {
            drain()
            let received = received
            if received.count >= needle.count,
               let start = (0...(received.count - needle.count)).first(where: { received[$0..<$0 + needle.count].elementsEqual(needle) }) {
                return start + needle.count
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// Waits for `process` to exit, reading what it still writes meanwhile: a program that
    /// draws pictures can write more on its way out than the pty holds, and would block
    /// on a full pty that nobody reads. False when it is still running after `seconds`.
    public func waitForExit(of process: Process, seconds: Double = 60) async -> Bool {
        let deadline = monotonicSeconds() + seconds
        while process.isRunning, monotonicSeconds() < deadline {
            drain()
            try? await Task.sleep(for: .milliseconds(20))
        }
        drain()
        return !process.isRunning
    }

    /// The background this terminal reports when asked (OSC 11), as xterm
    /// writes it (`ffff/ffff/ffff`); nil ignores the question, as many terminals do.
    /// Either way it answers the device attributes request (DA1), as every terminal does.
    public var reportedBackground: String? {
        get { answerer.replies.background }
        set { answerer.replies.background = newValue }
    }
    /// Whether this terminal answers kitty's graphics query `OK`, as kitty does (nil: it ignores the query).
    public var speaksKittyGraphics: Bool {
        get { answerer.replies.kittyGraphics }
        set { answerer.replies.kittyGraphics = newValue }
    }
    /// Whether its DA1 reply lists sixel (attribute 4), as xterm -ti vt340, foot and WezTerm do.
    public var speaksSixel: Bool {
        get { answerer.replies.sixel }
        set { answerer.replies.sixel = newValue }
    }
    /// The cell size it reports for `CSI 16 t` (nil: it ignores the question).
    public var reportedCell: (width: Int, height: Int)? {
        get { answerer.replies.cell }
        set { answerer.replies.cell = newValue }
    }

    /// Reads whatever is waiting now, so that `received` holds all the program wrote so far;
    /// a thread of the terminal's own reads and answers meanwhile.
    public func drain() { answerer.drain() }

    /// CSI and OSC sequences and other ESC pairs removed; text kept as drawn.
    public static func stripEscapes(_ bytes: [UInt8]) -> String {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            index += 2
            if kind == UInt8(ascii: "[") {
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                index += 1
            } else if kind == UInt8(ascii: "]") || kind == UInt8(ascii: "_") || kind == UInt8(ascii: "P") {
                // OSC, APC (kitty's pictures) and DCS (sixel): ended by BEL or by ST (ESC \).
                while index < bytes.count, bytes[index] != 0x07,
                      !(bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\")) { index += 1 }
                index += index < bytes.count && bytes[index] == 0x1B ? 2 : 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
