import Hummingbird
import HummingbirdTesting
import JSON
import MusicContract
import ParcelsContract
import SDUIContract
import SDUIServer
import SDUITesting
import Testing

/// Each command's body is decoded into the input its route declares before
/// its handler runs: a member missing or of the wrong type is a 400 that
/// names the member, and a user's mistake inside a well-formed body is still
/// the command's own `error` result.
@Suite("Command inputs: typed bodies, declared with the route")
struct CommandInputTests {
    /// (route, a body of the wrong shape, the member the 400 must name).
    static let refused: [(APIRoute, JSONValue, String)] = [
        (.command(ParcelsRoutes.scanParcel), ["state": ["parcelCode": "3SABC1234567"]], "location"),
        (.command(ParcelsRoutes.scanParcel), ["location": "amsterdam-centraal", "state": ["parcelCode": 12]], "state.parcelCode"),
        (.command(ParcelsRoutes.confirmAddress), ["order": ["o-1"]], "order"),
        (.command(ParcelsRoutes.chooseOption), ["order": "o-1", "state": ["option": "evening", "insured": "yes"]], "state.insured"),
        (.command(ParcelsRoutes.pay), [:], "order"),
        (.command(MusicRoutes.favourite), ["playlist": "late-night", "favourite": "no"], "favourite"),
        (.command(MusicRoutes.unfavourite), ["playlist": 7], "playlist"),
        (.command(MusicRoutes.createPlaylist), [:], "name"),
        (.command(MusicRoutes.addTrack), ["list": "late-night"], "playlist"),
        (.command(MusicRoutes.appendTrack), ["playlist": "late-night"], "track"),
    ]

    @Test("a body that does not decode into the route's input is a 400 naming the member and the command",
          arguments: refused.indices)
    func refusedBodies(_ index: Int) async throws {
        let (route, body, member) = Self.refused[index]
        try await TestServer.run { client in
            let answer = try await client.post(route.path(version: 2), json: body)
            #expect(answer.status == .badRequest, "\(route.path(version: 2)) \(body): \(answer.text)")
            #expect(try answer.errorCode() == "invalid_body")
            let message = try #require(try answer.json()["error"]?["message"]?.stringValue)
            #expect(message.contains(member), "the message should name '\(member)': \(message)")
            #expect(message.contains(route.path(version: 2).replacingOccurrences(of: "/v2/commands/", with: "")),
                    "the message should name the command: \(message)")
        }
    }

    @Test("inside a well-formed body the user's mistakes are the command's answer, not a 400")
    func userMistakesAreResults() async throws {
        try await TestServer.run { client in
            let noCode = try await client.post(APIRoute.command(ParcelsRoutes.scanParcel).path(version: 2),
                                               json: ["location": "amsterdam-centraal"])
            #expect(noCode.status == .ok, "\(noCode.text)")
            #expect(try noCode.json()["type"] == "error")
            let blank = try await client.post(APIRoute.command(MusicRoutes.createPlaylist).path(version: 2), json: ["name": "  "])
            #expect(blank.status != .badRequest, "a blank name is the user's, answered by the command: \(blank.text)")
        }
    }
}
