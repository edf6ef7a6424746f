import Glibc
import Testing
import TerminalUI

/// Raw mode on a real pseudo-terminal: entered, then restored.
@Suite("Terminal mode")
struct TerminalModeTests {
    @Test("raw mode and the alternate screen are undone on restore")
    func restores() throws {
        // posix_openpt and friends are not exported to Swift; /dev/ptmx and two ioctls do the same.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0, "no pseudo-terminals here")
        defer { close(master) }
        // TIOCSPTLCK and TIOCGPTN are function-like macros Swift cannot import; these are their
        // values in the generic ioctl encoding (x86_64 and arm64 Linux).
        let setLock: UInt = 0x4004_5431
        let getNumber: UInt = 0x8004_5430
        var unlock: Int32 = 0
        #expect(ioctl(master, setLock, &unlock) == 0)
        var number: Int32 = 0
        #expect(ioctl(master, getNumber, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }

        var before = termios()
        tcgetattr(slave, &before)
        #expect(before.c_lflag & tcflag_t(ICANON) != 0)

        let mode = try TerminalMode.enter(input: slave, output: StandardOutput(descriptor: slave))
        var raw = termios()
        tcgetattr(slave, &raw)
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
        #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
        #expect(raw.c_lflag & tcflag_t(ISIG) == 0)

        mode.restore()
        var after = termios()
        tcgetattr(slave, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)

        // A pseudo-terminal hands its output over in pieces: read until the
        // restore sequences arrived or nothing more comes within a second.
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("\u{1B}[?25h") {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 1000) > 0 else { break }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer.prefix(count)
        }
        let written = String(decoding: received, as: UTF8.self)
        #expect(written.contains("\u{1B}[?1049h"))
        #expect(written.contains("\u{1B}[?1049l"))
        #expect(written.contains("\u{1B}[?25h"))
    }

    @Test("a descriptor that is not a terminal is refused with a reason")
    func notATerminal() {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        #expect(throws: TerminalMode.Failure.self) { try TerminalMode.enter(input: pipeEnds[0]) }
    }
}
