import Synchronization

/// Whether a screen builder read who is asking. `ScreenRequest` notes every
/// read of its credential, so a rendering is never shared between users by
/// mistake: a build that read the user is kept for that user only, and the
/// route's flag (sticky) makes every later rendering of it per user.
final class UserReads: Sendable {
    private let flag: Atomic<Bool>

    init(_ initially: Bool = false) {
        flag = Atomic(initially)
    }

    func note() {
        flag.store(true, ordering: .relaxed)
    }

    var happened: Bool { flag.load(ordering: .relaxed) }
}
