import JSON
import Player
import SDUI
import SDUITesting
import Testing

@Suite("Play action")
struct PlayHandlerTests {
    let tracks = (1...3).map { track($0) }

    func playAction(startIndex: Int = 1) -> PlayAction {
        PlayAction(tracksMetadataURL: "/v1/albums/a/tracks", startIndex: startIndex, startTrack: tracks[startIndex])
    }

    @Test func startTrackPlaysBeforeTheMetadataArrives() async throws {
        let player = Player(output: ClockOutput(time: ManualTime()))
        let gate = Gate()
        let body = trackListJSON(tracks)
        let context = RecordingActionContext(gate: gate) { request in HTTPResponse(status: 200, body: body, url: request.url) }
        let outcome = await PlayHandler(player: player).run(playAction(), in: context)
        #expect(outcome == .completedWithMessage("Playing Track 2"))

        // The metadata request is out, held by the gate; the start track already plays.
        #expect(await eventually { context.events.contains("request /v1/albums/a/tracks") })
        let early = await player.snapshot()
        #expect(early.status == .playing)
        #expect(early.track == tracks[1])
        #expect(early.queue.count == 1)
        #expect(!context.events.contains("response /v1/albums/a/tracks"))

        await gate.open()
        #expect(await eventually { await player.snapshot().queue.count == 3 })
        let loaded = await player.snapshot()
        #expect(loaded.index == 1)
        #expect(loaded.track == tracks[1])
        #expect(loaded.status == .playing)
        #expect(context.events == ["request /v1/albums/a/tracks", "response /v1/albums/a/tracks"])
    }

    @Test func failedMetadataLeavesTheStartTrackPlaying() async throws {
        for failure in [HTTPResponse(status: 500, url: "/x"), HTTPResponse(status: 200, body: Array("{\"tracks\": 5}".utf8), url: "/x")] {
            let player = Player(output: ClockOutput(time: ManualTime()))
            let context = RecordingActionContext { _ in failure }
            _ = await PlayHandler(player: player).run(playAction(), in: context)
            #expect(await eventually { context.events.contains { $0.hasPrefix("message:") } })
            let snapshot = await player.snapshot()
            #expect(snapshot.status == .playing)
            #expect(snapshot.queue == [tracks[1]])
            #expect(context.events.last?.contains("the rest of the queue could not load") == true)
        }
        let player = Player(output: ClockOutput(time: ManualTime()))
        let context = RecordingActionContext { request throws(TransportError) in throw .cannotConnect(url: request.url, detail: "refused") }
        _ = await PlayHandler(player: player).run(playAction(), in: context)
        #expect(await eventually { context.events.contains { $0.hasPrefix("message:") } })
        #expect(await player.snapshot().status == .playing)
    }

    @Test func metadataWithoutTheStartTrackKeepsItFirst() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        await player.play(track(99), startIndex: 0)
        await player.loadQueue(tracks)
        let snapshot = await player.snapshot()
        #expect(snapshot.queue.map(\.id) == ["t99", "t1", "t2", "t3"])
        #expect(snapshot.index == 0)
    }

    @Test func controlActionsDriveThePlayer() async {
        let player = Player(output: ClockOutput(time: ManualTime()))
        await player.play(tracks[0], startIndex: 0)
        await player.loadQueue(tracks)
        let handler = PlayerControlHandler(player: player)
        let context = RecordingActionContext { request in HTTPResponse(status: 404, url: request.url) }
        #expect(await handler.run(PlayerControlAction(command: .next), in: context) == .completed)
        #expect(await player.snapshot().index == 1)
        #expect(await handler.run(PlayerControlAction(command: .togglePause), in: context) == .completed)
        #expect(await player.snapshot().status == .paused)
        #expect(await handler.run(PlayerControlAction(command: .seek), in: context) == .failed("seek needs 'seconds'"))
        _ = await handler.run(PlayerControlAction(command: .stop), in: context)
        #expect(await player.snapshot().status == .stopped)
    }

    @Test func featureRegistersEverything() throws {
        var registry = FeatureRegistry()
        try registry.install(PlayerFeature(player: Player(output: ClockOutput())))
        #expect(registry.handler(for: "play") != nil)
        #expect(registry.handler(for: "playerControl") != nil)
        #expect(registry.capabilities.supports(.component, "miniPlayer"))
        let decoded = try ScreenFactory(delegate: registry).decode(Action.self, from: [
            "type": "play", "tracksMetadataURL": "/v1/albums/a/tracks", "startIndex": 0,
            "startTrack": ["id": "a-1", "title": "Aria", "duration": 232],
        ])
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.type == "play")
    }
}
