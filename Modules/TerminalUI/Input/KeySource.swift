/// Where key presses come from: the terminal, or a list in tests.
public protocol KeySource: Sendable {
    /// The keys, in order; the stream ends when input ends.
    func keys() -> AsyncStream<Key>
}

/// Keys given up front: tests and scripted demos.
public struct ScriptedKeySource: KeySource {
    public let sequence: [Key]

    public init(_ keys: [Key]) {
        sequence = keys
    }

    /// Keys for each character of `text` (typing it).
    public static func typing(_ text: String) -> [Key] {
        text.map { .character($0) }
    }

    public func keys() -> AsyncStream<Key> {
        let keys = sequence
        return AsyncStream { continuation in
            for key in keys { continuation.yield(key) }
            continuation.finish()
        }
    }
}
