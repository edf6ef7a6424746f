import JSON
import Player
import SDUI
import SessionTestSupport
import Synchronization

/// Time that moves only when the test says so.
final class ManualTime: TimeSource {
    private let seconds = Mutex<Double>(0)
    func now() -> Double { seconds.withLock { $0 } }
    func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
}

/// An action context whose server answers from a closure, optionally held back by a gate.
final class FakeContext: ActionContext {
    let answer: @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse
    let gate: Gate?
    private let log = Mutex<[String]>([])

    init(gate: Gate? = nil, answer: @escaping @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse) {
        self.gate = gate
        self.answer = answer
    }

    var events: [String] { log.withLock { $0 } }
    func note(_ event: String) { log.withLock { $0.append(event) } }

    func stateValue(forKey key: String) async -> JSONValue? { nil }
    func setStateValue(_ value: JSONValue?, forKey key: String) async {}
    func perform(_ action: Action) async -> ActionOutcome { .completed }
    func requestInput(_ request: InputRequest) async -> String? { nil }
    func showMessage(_ message: String) async { note("message: \(message)") }
    func showFieldError(_ message: String, forKey stateKey: String) async -> Bool { false }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        note("request \(request.url)")
        if let gate { await gate.wait() }
        note("response \(request.url)")
        return try answer(request)
    }
}

func track(_ number: Int, duration: Double = 100) -> PlayableTrack {
    PlayableTrack(id: "t\(number)", title: "Track \(number)", subtitle: "Test", duration: duration)
}

func trackListJSON(_ tracks: [PlayableTrack]) -> [UInt8] {
    (try? JSONModelEncoder().encode(TrackList(tracks: tracks))) ?? []
}

/// Polls until `condition` holds (bounded), for work a handler started in the background.
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return false
}
