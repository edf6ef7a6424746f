import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Primephonic commands and command results (seed 003)

    @Test func primephonicFavouriteCommand() throws {
        let decoded = try coreFactory.decode(Action.self, from: SeedFixture.value("primephonic-command-add-favourite"))
        #expect(decoded.diagnostics.isEmpty)
        let command = try #require(decoded.value.commandValue)
        #expect(command.url == "/v1/commands/favourites/add")
        #expect(command.method == nil)
        #expect(command.stateKeys == nil)
        // Without state keys the body is exactly the payload.
        #expect(command.body(with: ScreenState(["note": "ignored"])) == ["kind": "playlist", "id": "baroque-era-1"])
    }

    @Test func primephonicCommandResultDone() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-done"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .done(let done) = decoded.value else {
            Issue.record("expected done, got \(decoded.value)")
            return
        }
        #expect(done.message == "Added to your favourites")
        #expect(done.shouldRefresh)
    }

    @Test func primephonicCommandResultRequestsText() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-request-text"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .requestInput(let request) = decoded.value else {
            Issue.record("expected requestInput, got \(decoded.value)")
            return
        }
        #expect(request.prompt == "What should the new playlist be called?")
        #expect(request.input == .text(placeholder: "New playlist"))
        #expect(request.submit.url == "/v1/commands/playlists/create")
        #expect(request.submit.method == nil)
        #expect(request.submit.answerKey == "name")
        #expect(request.submit.body(answer: "Harpsichord favourites") == ["from": "baroque-era-1", "name": "Harpsichord favourites"])
    }

    @Test func primephonicCommandResultRequestsAChoice() throws {
        let decoded = try coreFactory.makeCommandResult(from: SeedFixture.bytes("primephonic-command-result-request-choice"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .requestInput(let request) = decoded.value else {
            Issue.record("expected requestInput, got \(decoded.value)")
            return
        }
        #expect(request.input == .choice(options: [
            InputOption(title: "Sunday morning", value: "pl-sunday"),
            InputOption(title: "Deep focus", value: "pl-focus"),
        ]))
        #expect(request.submit.method == "PUT")
        #expect(request.submit.body(answer: "pl-focus") == ["track": "richter-blue-notebooks-0", "playlist": "pl-focus"])
    }
}
