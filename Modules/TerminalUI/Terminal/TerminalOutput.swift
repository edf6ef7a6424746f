import Glibc

/// Where frames are written: the terminal, or a recorder in tests.
public protocol TerminalOutput: Sendable {
    func write(_ text: String)
    /// The current size; read again after every resize.
    func size() -> TerminalSize
}

/// Standard output (or another descriptor), written with `write(2)`.
public struct StandardOutput: TerminalOutput {
    public let descriptor: Int32
    /// Used when the descriptor is not a terminal (or reports no size).
    public let fallbackSize: TerminalSize

    public init(descriptor: Int32 = STDOUT_FILENO, fallbackSize: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.descriptor = descriptor
        self.fallbackSize = fallbackSize
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `text`, retrying short writes and interruptions.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// The terminal's size now (ioctl), or the fallback when it is not a terminal.
    public func size() -> TerminalSize {
        TerminalSize.of(descriptor: descriptor) ?? fallbackSize
    }
}
