import Glibc
import SDUI
import Testing
@testable import TerminalUI

/// The OSC 11 question asked over a real pseudo-terminal, the test playing the terminal.
@Suite("Asking the terminal for its background")
struct BackgroundQueryTests {
    @Test("replies are read in every form xterm-like terminals send")
    func parse() {
        let bel = BackgroundQuery.parse(Array("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{07}\u{1B}[?62;22c".utf8))
        #expect(bel.color == RGBColor(0xFDF6E3) && bel.finished)
        let st = BackgroundQuery.parse(Array("\u{1B}]11;rgb:00/2b/36\u{1B}\\".utf8))
        #expect(st.color == RGBColor(0x002B36) && !st.finished)
        #expect(BackgroundQuery.parse(Array("\u{1B}]11;rgb:f/0/0\u{07}".utf8)).color == RGBColor(0xFF0000))
        let onlyDA1 = BackgroundQuery.parse(Array("\u{1B}[?1;2c".utf8))
        #expect(onlyDA1.color == nil && onlyDA1.finished)
        #expect(BackgroundQuery.parse(Array("\u{1B}]11;rgb:zz/00/00\u{07}".utf8)).color == nil)
        #expect(BackgroundQuery.parse(Array("\u{1B}]11;rgb:12345/0/0\u{07}".utf8)).color == nil)
    }

    /// A pty pair: the client reads and writes the follower side, the "terminal" the leader side.
    private struct PTY {
        var leader: Int32 = -1
        var follower: Int32 = -1

        init() throws {
            guard openpty(&leader, &follower, nil, nil, nil) == 0 else { throw Failure(errno: errno) }
            var raw = termios()
            tcgetattr(follower, &raw)
            cfmakeraw(&raw)
            tcsetattr(follower, TCSANOW, &raw)
        }

        struct Failure: Error { let errno: Int32 }

        func close() {
            Glibc.close(leader)
            Glibc.close(follower)
        }

        /// Reads what the client asked (up to the DA1 request), then writes `reply`.
        func answer(_ reply: String) {
            var asked: [UInt8] = []
            var byte: UInt8 = 0
            while !asked.suffix(3).elementsEqual(Array("\u{1B}[c".utf8)), read(leader, &byte, 1) == 1 { asked.append(byte) }
            _ = reply.withCString { write(leader, $0, strlen($0)) }
        }

        /// Whether the client's side has input left unread.
        var hasPendingInput: Bool {
            var descriptor = pollfd(fd: follower, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 0) > 0
        }
    }

    /// Asks over a fresh pty whose "terminal" answers `reply`; the colour, and whether input was left unread.
    /// The timeout is a minute: an answer that did not end the wait would show as a test that hangs.
    private func ask(answering reply: String) throws -> (color: RGBColor?, leftover: Bool) {
        let pty = try PTY()
        defer { pty.close() }
        let terminal = Thread { pty.answer(reply) }
        let color = BackgroundQuery.ask(input: pty.follower, output: StandardOutput(descriptor: pty.follower), timeoutMilliseconds: 60_000)
        terminal.join()
        return (color, pty.hasPendingInput)
    }

    @Test("a terminal that answers gives its colour, and nothing is left in the input")
    func answered() throws {
        let asked = try ask(answering: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2c")
        #expect(asked.color == .white && !asked.leftover)
    }

    @Test("a terminal that answers only the device attributes gives nothing, without waiting out the timeout")
    func unanswered() throws {
        let asked = try ask(answering: "\u{1B}[?1;2c")
        #expect(asked.color == nil && !asked.leftover)
    }

    @Test("one exchange asks several questions and returns every answer up to DA1's, leaving nothing in the input")
    func exchange() throws {
        let pty = try PTY()
        defer { pty.close() }
        let answers = "\u{1B}]11;rgb:0/0/0\u{07}\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c"
        let terminal = Thread { pty.answer(answers) }
        let reply = BackgroundQuery.exchange(BackgroundQuery.question + "\u{1B}[16t", input: pty.follower,
                                             output: StandardOutput(descriptor: pty.follower), timeoutMilliseconds: 60_000)
        terminal.join()
        #expect(reply == Array(answers.utf8))
        #expect(BackgroundQuery.parse(reply).color == .black)
        #expect(!pty.hasPendingInput)
    }

    @Test("a terminal that answers nothing gives nothing once the timeout passes")
    func silent() throws {
        let pty = try PTY()
        defer { pty.close() }
        #expect(BackgroundQuery.ask(input: pty.follower, output: StandardOutput(descriptor: pty.follower), timeoutMilliseconds: 50) == nil)
    }
}

/// A POSIX thread running one closure, joined by the test (the reader blocks in `read`).
private final class Thread: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
        let unmanaged = Unmanaged.passRetained(self)
        pthread_create(&handle, nil, { pointer in
            guard let pointer else { return nil }
            let thread = Unmanaged<Thread>.fromOpaque(pointer).takeRetainedValue()
            thread.body()
            return nil
        }, unmanaged.toOpaque())
    }

    func join() { pthread_join(handle, nil) }
}
