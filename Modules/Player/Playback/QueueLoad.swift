/// One `play` call's background load of the queue's metadata.
///
/// `Player.play(_:startIndex:)` hands one out; passing it back with the
/// tracks (or the failure) lets the player drop an answer that arrives
/// after the user already started something else.
public struct QueueLoad: Sendable, Equatable {
    let generation: Int
}
