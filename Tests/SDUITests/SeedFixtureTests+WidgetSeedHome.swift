import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: Widget seed (004)

    @Test func widgetSeedHomeScreen() throws {
        let decoded = try coreFactory.makeScreen(from: SeedFixture.bytes("widgets-seed-home"))
        #expect(decoded.diagnostics.isEmpty)
        let screen = decoded.value
        #expect(screen.id == "home")
        #expect(screen.title == "Home")
        #expect(screen.sections.map(\.id) == ["featured", "explore", "about"])
        #expect(screen.sections.map(\.components.count) == [1, 1, 1])

        // Carousel widget: a heading and a horizontal strip of image banners.
        #expect(screen.sections[0].heading?.title == "Featured events")
        let strip = try screen.sections[0].components[0].require(ScrollComponent.self)
        #expect(strip.axis == .horizontal)
        let banners = try strip.children.map { try $0.require(ImageBannerComponent.self) }
        #expect(banners.map(\.image.url) == [
            "https://img.example/banners/open-air.jpg", "https://img.example/banners/jazz-night.jpg",
        ])
        #expect(banners.map(\.image.accessibilityLabel) == ["Open-air concert in the park", "Jazz night at the harbour"])
        #expect(banners.allSatisfy { $0.title == nil && $0.action == nil })

        // Grid widget of explore tiles.
        let grid = try screen.sections[1].components[0].require(GridComponent.self)
        #expect(grid.header == "Explore genres")
        #expect(grid.columns == 2)
        let tiles = try grid.components.map { try $0.require(ExploreTileComponent.self) }
        #expect(tiles.map(\.title) == ["Pop", "Indie"])
        #expect(tiles.map(\.subtitle) == ["The songs everyone is humming this week", "Small labels, big sounds"])
        #expect(tiles.map(\.image?.url) == ["https://img.example/genres/pop.jpg", "https://img.example/genres/indie.jpg"])
        #expect(tiles.map { $0.action?.navigateValue?.destination } == ["genres/pop", "genres/indie"])

        // List widget with descriptive text.
        let list = try screen.sections[2].components[0].require(ListComponent.self)
        #expect(list.header == "About")
        #expect(list.components.map(\.id) == ["about-text"])
        #expect(try list.components[0].require(TextComponent.self).paragraphs.count == 1)

        #expect(screen.allComponents.map(\.id) == [
            "featured-banners", "banner-open-air", "banner-jazz-night", "genres", "genre-pop", "genre-indie",
            "about-list", "about-text",
        ])
    }
}
