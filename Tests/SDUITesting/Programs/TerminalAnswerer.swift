import Foundation
import Glibc
import Synchronization

/// The terminal's side of a pseudo-terminal: a thread of its own that reads
/// everything the program writes and answers its questions at once, as a
/// real terminal does.
///
/// A test's task polls only now and then, and on a busy machine it may not
/// run for longer than a program waits for an answer (the background
/// query's 1 s): answering from the test's task made the program fall back
/// as if the terminal had not said. Reading on a thread also keeps a program
/// that writes a lot from blocking on a full pty.
final class TerminalAnswerer: Sendable {
    /// What the terminal says when asked; set before the program starts.
    struct Replies: Sendable {
        var background: String?
        var kittyGraphics = false
        var sixel = false
        var cell: (width: Int, height: Int)?
    }

    private struct State {
        var received: [UInt8] = []
        /// How far `received` has been searched for questions.
        var searched = 0
        var replies = Replies()
        var stopping = false
    }

    let master: Int32
    let slave: Int32
    private let state = Mutex(State())

    /// Starts answering on `master`; the thread closes both descriptors when stopped,
    /// so no read can reach a descriptor number reused after a close.
    init(master: Int32, slave: Int32) {
        self.master = master
        self.slave = slave
        Thread.detachNewThread { [self] in run() }
    }

    var received: [UInt8] { state.withLock { $0.received } }

    var replies: Replies {
        get { state.withLock { $0.replies } }
        set { state.withLock { $0.replies = newValue } }
    }

    /// Ends the thread within one poll interval; it then closes the descriptors.
    func stop() { state.withLock { $0.stopping = true } }

    /// Reads whatever is waiting, without blocking, and answers the questions in it.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let answers: [String] = state.withLock { state in
            while true {
                var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 else { break }
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                state.received += buffer.prefix(count)
            }
            return Self.answers(to: &state)
        }
        for answer in answers {
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
    }

    private func run() {
        while !state.withLock({ $0.stopping }) {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let result = poll(&ready, 1, 20)
            if result > 0, ready.revents & Int16(POLLNVAL) != 0 { break }
            if result > 0 { drain() }
        }
        close(slave)
        close(master)
    }

    /// The answers to each question written since the last search: OSC 11 when a
    /// background is set, DA1 always (a question split across reads is found whole next time).
    private static func answers(to state: inout State) -> [String] {
        let background = Array("\u{1B}]11;?".utf8), attributes = Array("\u{1B}[c".utf8)
        let kittyQuery = Array("\u{1B}_Gi=31,".utf8), cellQuery = Array("\u{1B}[16t".utf8)
        let replies = state.replies
        var answers: [String] = []
        var index = state.searched
        let received = state.received
        while index < received.count {
            if received[index...].starts(with: background) {
                if let color = replies.background { answers.append("\u{1B}]11;rgb:\(color)\u{07}") }
                index += background.count
            } else if received[index...].starts(with: kittyQuery) {
                if replies.kittyGraphics { answers.append("\u{1B}_Gi=31;OK\u{1B}\\") }
                index += kittyQuery.count
            } else if received[index...].starts(with: cellQuery) {
                if let cell = replies.cell { answers.append("\u{1B}[6;\(cell.height);\(cell.width)t") }
                index += cellQuery.count
            } else if received[index...].starts(with: attributes) {
                answers.append(replies.sixel ? "\u{1B}[?62;4;22c" : "\u{1B}[?62;22c")
                index += attributes.count
            } else if received[index] == 0x1B, received.count - index < kittyQuery.count {
                break  // perhaps the start of a question still being written
            } else {
                index += 1
            }
        }
        state.searched = index
        return answers
    }
}
