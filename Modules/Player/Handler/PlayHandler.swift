import JSON
import PlayerContract
import SDUI

/// Runs `play`: the start track plays at once, and the queue's metadata
/// loads in the background and is merged when it arrives.
///
/// If the metadata cannot be loaded, the start track keeps playing and the
/// user is told the rest of the queue is unavailable. An answer that comes
/// after the user started another track is dropped. If the output cannot
/// start, the action fails with the player's message and nothing loads.
public struct PlayHandler: ActionHandler {
    let player: Player

    public init(player: Player) {
        self.player = player
    }

    public func run(_ play: PlayAction, in context: any ActionContext) async -> ActionOutcome {
        let load = await player.play(play.startTrack, startIndex: play.startIndex)
        // An output that cannot start stops playback with a message (the app shows it); the action failed.
        let started = await player.snapshot()
        if started.status == .stopped {
            await player.queueUnavailable(for: load)
            return .failed(started.message ?? "\(play.startTrack.title) could not be played")
        }
        let player = self.player
        Task {
            switch await Self.loadTracks(play.tracksMetadataURL, using: context) {
            case .success(let tracks):
                await player.loadQueue(tracks, for: load)
            case .failure(let reason):
                await player.queueUnavailable(for: load)
                await context.showMessage("Only this track is playing: the rest of the queue could not load (\(reason)).")
            }
        }
        return .completedWithMessage("Playing \(play.startTrack.title)")
    }

    /// Fetches and decodes a track list; failures come back as words for the user.
    static func loadTracks(_ url: String, using context: any ActionContext) async -> Result<[PlayableTrack], TrackListError> {
        let response: HTTPResponse
        do throws(TransportError) {
            response = try await context.send(OutgoingRequest(method: "GET", url: url))
        } catch {
            return .failure(TrackListError(reason: error.description))
        }
        guard (200..<300).contains(response.status) else {
            return .failure(TrackListError(reason: "\(response.url) answered HTTP \(response.status)"))
        }
        do {
            return .success(try JSONModelDecoder().decode(TrackList.self, from: response.body).tracks)
        } catch {
            return .failure(TrackListError(reason: "the track list is malformed: \(DecodingFailure(error, at: []))"))
        }
    }
}

/// Why a queue's track list could not be loaded.
struct TrackListError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
