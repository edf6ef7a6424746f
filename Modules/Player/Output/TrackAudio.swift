import SDUI

/// Where an external player command's audio comes from: the track's
/// `audioURL` from the server, or, for a track without one, the stand-in
/// tone (`ToneWAV`), so a configured command is heard either way.
public enum TrackAudio {
    /// A loader for `ExternalCommandOutput` that fetches `audioURL` over `http`.
    /// - Parameter resolve: turns the track's reference (`/v1/audio/a-1`, or absolute) into a URL; nil when it is not one.
    public static func loader(http: any HTTPClient,
                              resolve: @escaping @Sendable (String) -> String?) -> ExternalCommandOutput.AudioLoader {
        { track throws(PlaybackError) in
            guard let reference = track.audioURL, !reference.isEmpty else { return nil }
            guard let url = resolve(reference) else {
                throw .audioUnavailable(trackID: track.id, reason: "'\(reference)' is not a URL")
            }
            let response: HTTPResponse
            do throws(TransportError) {
                response = try await http.send(OutgoingRequest(method: "GET", url: url))
            } catch {
                throw .audioUnavailable(trackID: track.id, reason: error.description)
            }
            guard (200..<300).contains(response.status) else {
                throw .audioUnavailable(trackID: track.id, reason: "\(url) answered HTTP \(response.status)")
            }
            return response.body
        }
    }
}
