import JSON
import Player
import SDUI
import SDUITesting
import Synchronization

/// Time that moves only when the test says so.
final class ManualTime: TimeSource {
    private let seconds = Mutex<Double>(0)
    func now() -> Double { seconds.withLock { $0 } }
    func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
}

func track(_ number: Int, duration: Double = 100) -> PlayableTrack {
    PlayableTrack(id: "t\(number)", title: "Track \(number)", subtitle: "Test", duration: duration)
}

func trackListJSON(_ tracks: [PlayableTrack]) -> [UInt8] {
    (try? JSONModelEncoder().encode(TrackList(tracks: tracks))) ?? []
}
