import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Primephonic navigation bars (seed 003)

    @Test func primephonicNavigationBarMenu() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-navigation-bar-menu"))
        #expect(decoded.diagnostics.isEmpty)
        let bar = decoded.value
        #expect(bar.share == nil)
        #expect(bar.secondaryButtons.map(\.title) == ["Add playlist to favourites", "Copy to a new playlist", "Go to curator"])
        #expect(bar.secondaryButtons.map(\.action.type) == ["command", "command", "navigate"])
        let favourite = try #require(bar.secondaryButtons[0].action.commandValue)
        #expect(favourite.payload == ["kind": "playlist", "id": "baroque-era-1"])
        #expect(bar.secondaryButtons[2].action.navigateValue?.destination == "curators/early-music-desk")
    }

    @Test func primephonicNavigationBarShare() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-navigation-bar-share"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.secondaryButtons.count == 1)
        #expect(decoded.value.share == ShareAction(title: "Listen to “Baroque Era, part 1” with me",
                                                   url: "https://music.example/p/baroque-era-1"))
    }

    @Test func primephonicLossyMenuKeepsTheGoodButtons() throws {
        let decoded = try coreFactory.decode(NavigationBar.self, from: SeedFixture.value("primephonic-lossy-menu"))
        #expect(decoded.value.secondaryButtons.map(\.title) == ["Add playlist to favourites", "Copy to a new playlist", "Go to curator"])
        #expect(decoded.diagnostics == [
            Diagnostic(kind: .invalidElement, path: "secondaryButtons[2].action", reason: "missing required field 'action'"),
        ])
        #expect(decoded.droppedCount == 1)
    }
}
