import Foundation
import JSON
import PlayerContract
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Primephonic components (seed 003)

    @Test func primephonicDetailRowWithTitleAndSubtitleOnly() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-detail-row-work"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "$", "a top-level component without id gets the root path as id")
        #expect(decoded.value.type == "detailRow")
        let row = try decoded.value.require(DetailRowComponent.self)
        #expect(row == DetailRowComponent(title: "Piano Sonata No. 14 in C-sharp minor", subtitle: "Op. 27 No. 2 • “Moonlight”"))
        #expect(row.actions.isEmpty)
    }

    @Test func primephonicDetailRowWithEveryField() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-detail-row-with-addition"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "work-moonlight")
        let row = try decoded.value.require(DetailRowComponent.self)
        #expect(row.addition == "Ludwig van Beethoven")
        #expect(row.title == "Piano Sonata No. 14 in C-sharp minor")
        #expect(row.subtitle == "Op. 27 No. 2 • “Moonlight”")
        #expect(row.disclosureText == "612")
        #expect(row.primaryAction?.navigateValue == NavigateAction(destination: "works/beethoven-piano-sonata-14"))
        #expect(row.deleteAction == nil)
        #expect(row.actions.count == 1)
    }

    @Test func primephonicArtworkRowWithNullFields() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-artwork-row"))
        #expect(decoded.diagnostics.isEmpty)
        let row = try decoded.value.require(ArtworkRowComponent.self)
        #expect(row.image == ImageReference(url: "https://img.example/albums/karajan-1977.jpg"))
        #expect(row.addition == nil)
        #expect(row.subtitle == nil)
        #expect(row.title == "Berliner Philharmoniker, Herbert von Karajan")
        #expect(row.description == "1977 • 24 tracks • 1h 52m")
        #expect(row.action?.navigateValue?.destination == "albums/karajan-1977")
    }

    @Test func primephonicCarouselOfComposers() throws {
        let decoded = try coreFactory.decode(Component.self, from: SeedFixture.value("primephonic-carousel-composers"))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value.id == "top-composers")
        let carousel = try decoded.value.require(CarouselComponent.self)
        #expect(carousel.itemType == "artist")
        #expect(carousel.title == "Top composers")
        #expect(carousel.items.map(\.title) == ["Bach", "Beethoven", "Mozart"])
        #expect(carousel.items.map(\.image?.url) == [
            "https://img.example/composers/bach-small.jpg",
            "https://img.example/composers/beethoven-small.jpg",
            "https://img.example/composers/mozart-small.jpg",
        ])
        #expect(carousel.actions.compactMap(\.navigateValue?.destination) == [
            "composers/johann-sebastian-bach", "composers/ludwig-van-beethoven", "composers/wolfgang-amadeus-mozart",
        ])
    }

    @Test func primephonicCarouselItemNavigatesWithAPrefetchedHeader() throws {
        let decoded = try coreFactory.decode(CarouselItem.self, from: SeedFixture.value("primephonic-carousel-item-navigate"))
        #expect(decoded.diagnostics.isEmpty)
        let item = decoded.value
        #expect(item.title == "Mozart")
        #expect(item.subtitle == nil)
        #expect(item.image?.url == "https://img.example/composers/mozart-small.jpg")
        let navigate = try #require(item.action?.navigateValue)
        #expect(navigate.destination == "composers/wolfgang-amadeus-mozart")
        #expect(navigate.presentation == .push)
        let prefetched = try #require(navigate.prefetched)
        #expect(prefetched.title == "Wolfgang Amadeus Mozart")
        let header = try #require(prefetched.header)
        #expect(header.title == "Wolfgang Amadeus Mozart")
        #expect(header.subtitle == "Composer 1756 – 1791")
        #expect(header.image?.url == "https://img.example/composers/mozart-large.jpg")
        // The low-resolution image is the carousel's own image, likely cached already.
        #expect(header.image?.lowResolutionURL == item.image?.url)
    }

    @Test func primephonicTrackWithPlayOnACoreOnlyClient() throws {
        let decoded = try trackFactory().decode(Component.self, from: SeedFixture.value("primephonic-track-play"))
        let track = try decoded.value.require(TrackComponent.self)
        #expect(decoded.value.id == "track-richter-1")
        #expect(track.title == "On the Nature of Daylight")
        #expect(track.subtitle == "Max Richter")
        #expect(track.duration == 382)
        // The track is still shown; only its action is unsupported, and says why.
        let play = try #require(track.action?.unsupportedValue)
        #expect(play.type == "play")
        #expect(play.raw["startIndex"] == 0)
        #expect(play.raw["startTrack"]?["id"] == "richter-blue-notebooks-0")
        #expect(decoded.diagnostics.map(\.kind) == [.unsupportedAction("play")])
        #expect(decoded.droppedCount == 0)
        #expect(decoded.diagnostics.map(\.path) == ["action"])
    }

    @Test func primephonicTrackWithThePlayerFeature() throws {
        let decoded = try featureFactory().decode(Component.self, from: SeedFixture.value("primephonic-track-play"))
        #expect(decoded.diagnostics.isEmpty)
        let track = try decoded.value.require(TrackComponent.self)
        let play = try #require(track.action?.customValue?.content(as: TestPlayAction.self))
        #expect(play == TestPlayAction(
            tracksMetadataURL: "/v1/albums/richter-blue-notebooks/tracks", startIndex: 0,
            startTrack: .init(id: "richter-blue-notebooks-0", title: "On the Nature of Daylight", duration: 382)))
    }
}
