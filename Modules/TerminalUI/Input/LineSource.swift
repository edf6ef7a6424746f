import Glibc

/// Where typed lines come from: standard input (a terminal in its ordinary
/// line mode, or a pipe), or a list in tests. The plain client (`--plain`)
/// reads lines rather than keys, because that is how a screen reader's user
/// types: a whole answer, read back before it is sent.
public protocol LineSource: Sendable {
    /// The lines, without their line ends, in order; the stream ends with input.
    func lines() -> AsyncStream<String>
}

/// Lines of standard input (or another descriptor), read by a thread of its own.
/// A last line without a line end still counts; bytes that are not UTF-8 are
/// replaced, not dropped, so the line stays recognisable in an error.
public struct StandardInputLines: LineSource {
    public let descriptor: Int32

    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    public func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        ReadingThread.start(descriptor: descriptor, state: [UInt8](), chunk: { pending, bytes in
            for byte in bytes {
                guard byte == UInt8(ascii: "\n") else {
                    pending.append(byte)
                    continue
                }
                if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
                defer { pending.removeAll(keepingCapacity: true) }
                if case .terminated = continuation.yield(String(decoding: pending, as: UTF8.self)) { return false }
            }
            return true
        }, end: { pending in
            if !pending.isEmpty { continuation.yield(String(decoding: pending, as: UTF8.self)) }
            continuation.finish()
        })
        return stream
    }
}

/// Lines given up front: tests and scripted demos.
public struct ScriptedLines: LineSource {
    public let sequence: [String]

    public init(_ lines: [String]) {
        sequence = lines
    }

    public func lines() -> AsyncStream<String> {
        let lines = sequence
        return AsyncStream { continuation in
            for line in lines { continuation.yield(line) }
            continuation.finish()
        }
    }
}
