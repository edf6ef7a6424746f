import Foundation
import JSON
import PlayerContract
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Primephonic screens (seed 003)

    @Test func primephonicComposerScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("primephonic-composer-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "composers/leonard-bernstein")
        #expect(screen.title == "Leonard Bernstein")
        #expect(screen.header?.title == "Leonard Bernstein")
        #expect(screen.header?.subtitle == "Composer 1918 – 1990")
        #expect(screen.header?.image == ImageReference(url: "https://img.example/composers/bernstein-large.jpg",
                                                       lowResolutionURL: "https://img.example/composers/bernstein-small.jpg"))
        #expect(screen.analytics == AnalyticsMetadata(screenName: "composer", properties: ["composer": "leonard-bernstein"]))
        #expect(screen.navigationBar == nil)
        #expect(screen.initialState == nil)

        #expect(screen.sections.count == 2)
        let works = screen.sections[0]
        #expect(works.id == "popular-works")
        #expect(works.heading?.title == "Popular works")
        #expect(works.heading?.button?.title == "Show all")
        let showAll = try #require(works.heading?.button?.action.navigateValue)
        #expect(showAll.destination == "composers/leonard-bernstein/works")
        #expect(showAll.presentation == nil)
        #expect(showAll.prefetched == PrefetchedScreen(title: "Works by Leonard Bernstein"))

        let rows = try works.components.map { try $0.require(DetailRowComponent.self) }
        #expect(rows.map(\.title) == ["West Side Story", "Candide", "Symphonic Dances"])
        #expect(rows.map(\.disclosureText) == ["231", "104", "62"])
        #expect(rows.map { $0.primaryAction?.navigateValue?.destination } == [
            "works/west-side-story", "works/candide", "works/symphonic-dances",
        ])
        // Components without an id get their JSON path.
        #expect(works.components.map(\.id) == [
            "sections[0].components[0]", "sections[0].components[1]", "sections[0].components[2]",
        ])

        let biography = screen.sections[1]
        #expect(biography.id == "sections[1]", "a section without an id gets its JSON path")
        #expect(biography.heading == SectionHeading(title: "Biography"))
        let text = try #require(biography.components.first).require(TextComponent.self)
        #expect(text.paragraphs.count == 1)
        #expect(text.paragraphs[0].hasPrefix("Leonard Bernstein (1918 – 1990)"))
        #expect(text.style == nil)
    }

    @Test func primephonicPlaylistScreenOnACoreOnlyClient() throws {
        let decoded = try trackFactory().makeScreen(from: SeedFixture.bytes("primephonic-playlist-screen"))
        let screen = decoded.value
        #expect(screen.id == "playlists/baroque-era-1")
        #expect(screen.header?.subtitle == "Playlist • 3 tracks")
        #expect(screen.navigationBar?.secondaryButtons.map(\.title) == ["Add playlist to favourites"])
        #expect(screen.navigationBar?.share?.url == "https://music.example/p/baroque-era-1")
        #expect(screen.analytics?.screenName == "playlist")
        #expect(screen.sections.map(\.id) == ["play", "tracks", "edit"])
        #expect(screen.sections.map(\.heading?.title) == [nil, "Tracks", "Also in this playlist"])
        #expect(screen.allComponents.map(\.id) == ["play-all", "track-0", "track-1", "work-air"])

        // "Play all" has a fallback the core can run; the tracks' play actions have none.
        let playAll = try screen.sections[0].components[0].require(ButtonComponent.self)
        #expect(playAll.action.openURLValue == OpenURLAction(url: "https://music.example/p/baroque-era-1"))
        let tracks = try screen.sections[1].components.map { try $0.require(TrackComponent.self) }
        #expect(tracks.map(\.title) == ["Canon and Gigue in D major", "Spring, I. Allegro"])
        #expect(tracks.map(\.duration) == [301, 203])
        #expect(tracks.map { $0.action?.unsupportedValue?.type } == ["play", "play"])

        let row = try screen.sections[2].components[0].require(DetailRowComponent.self)
        #expect(row.addition == "Johann Sebastian Bach")
        #expect(row.primaryAction?.navigateValue?.destination == "works/bach-bwv-1068")
        let remove = try #require(row.deleteAction?.commandValue)
        #expect(remove.url == "/v1/commands/playlists/remove-work")
        #expect(remove.body(with: ScreenState()) == ["playlist": "baroque-era-1", "work": "bach-bwv-1068"])
        #expect(row.actions.map(\.type) == ["navigate", "command"])

        #expect(decoded.diagnostics.map(\.kind) == [.replacedByFallback("play"), .unsupportedAction("play"), .unsupportedAction("play")])
        #expect(decoded.diagnostics.map(\.path) == [
            "sections[0].components[0].action", "sections[1].components[0].action", "sections[1].components[1].action",
        ])
        #expect(decoded.droppedCount == 0)
    }

    @Test func primephonicPlaylistScreenWithThePlayerFeature() throws {
        let decoded = try featureFactory().makeScreen(from: SeedFixture.bytes("primephonic-playlist-screen"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        // With `play` registered, the fallback is not used.
        let playAll = try screen.sections[0].components[0].require(ButtonComponent.self)
        #expect(playAll.action.customValue?.content(as: TestPlayAction.self) ==
            TestPlayAction(tracksMetadataURL: "/v1/playlists/baroque-era-1/tracks", startIndex: 0))
        let plays = try screen.sections[1].components.map {
            try #require(try $0.require(TrackComponent.self).action?.customValue?.content(as: TestPlayAction.self))
        }
        #expect(plays.map(\.startIndex) == [0, 1])
        #expect(plays.map(\.startTrack?.id) == ["baroque-era-1-0", "baroque-era-1-1"])
    }

    @Test func primephonicUnsupportedVersionScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("primephonic-unsupported-version-screen"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "unsupported-version")
        #expect(decoded.value.title == "Update needed")
        #expect(decoded.value.sections.map(\.id) == ["sections[0]"])
        let text = try #require(decoded.value.sections[0].components.first).require(TextComponent.self)
        #expect(text.paragraphs.count == 2)
        #expect(text.style == .body)
    }
}
