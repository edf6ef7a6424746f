import Foundation
import JSON
import Testing
@testable import SDUI

extension SeedFixtureTests {
    // MARK: PostNL widgets (seeds 000/001)

    @Test func postnlShipmentWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-shipment"))
        #expect(decoded.diagnostics.isEmpty)
        guard case .card(let shipment) = decoded.value.content else {
            Issue.record("expected a shipment widget, got \(decoded.value)")
            return
        }
        #expect(shipment.icon == WidgetIcon(asset: "van"))
        #expect(shipment.title == "Harbour Bike Supplies")
        #expect(shipment.description == "Today\n17:30 – 19:30")
        #expect(shipment.footer == WidgetFooter(title: "+2 more parcels on their way", url: "sdui://parcels?source=widget"))
        #expect(shipment.url == "https://parcels.example/track/3SXYZ9876543-NL-2500AB")
    }

    @Test func postnlCapitalisedWidgetTypesAreAccepted() throws {
        // PostNL's server spells the types "Shipment", "Empty", "Error"; the contract compares them case-insensitively.
        guard case .object(var object) = try SeedFixture.value("postnl-widget-shipment") else {
            Issue.record("fixture is not an object")
            return
        }
        let lowercase = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-shipment")).value
        object["type"] = "Shipment"
        let capitalised = try coreFactory.decode(Widget.self, from: .object(object))
        #expect(capitalised.value == lowercase)
        #expect(try coreFactory.decode(Widget.self, from: ["type": "Empty", "message": "x"]).value == .empty(message: "x"))
        #expect(try coreFactory.decode(Widget.self, from: ["type": "ERROR", "message": "y"]).value == .error(message: "y"))
    }

    @Test func postnlEmptyWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-empty"))
        #expect(decoded.value == .empty(message: "Nothing is on its way to you"))
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test func postnlErrorWidget() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-error"))
        #expect(decoded.value == .error(message: "Your parcels could not be loaded right now"))
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test func postnlWidgetWithoutATypeIsShownAsUnknown() throws {
        for document: JSONValue in [["message": "x", "name": "Parcels"], ["type": 7, "message": "x"], ["type": .null, "message": "x"]] {
            let decoded = try coreFactory.decode(Widget.self, from: document)
            #expect(decoded.value.content == .unknown(type: ""), "\(document)")
            #expect(decoded.diagnostics.map(\.kind) == [.invalidElement], "\(document)")
            #expect(decoded.diagnostics.first?.reason.contains("no 'type'") == true)
        }
        #expect(try coreFactory.decode(Widget.self, from: ["message": "x", "name": "Parcels"]).value.name == "Parcels")
    }

    @Test func postnlUnknownWidgetTypeIsKeptAsUnknown() throws {
        let decoded = try coreFactory.makeWidget(from: SeedFixture.bytes("postnl-widget-unknown-type"))
        #expect(decoded.value.content == .unknown(type: "pickupPoint"))
        // Reported, so observers learn which widget types this client drops.
        #expect(decoded.diagnostics.map(\.kind) == [.unknownType("pickupPoint")])
        #expect(decoded.diagnostics.map(\.path) == ["$"])
    }

    @Test("a card's picture is read; a malformed one is dropped with a diagnostic at its path, and the card kept")
    func widgetCardPicture() throws {
        let card: JSONValue = ["type": "shipment", "title": "Corner Bookshop", "url": "https://parcels.example/track/3S1",
                               "image": ["url": "/images/parcel-label.png", "accessibilityLabel": "The label"]]
        let decoded = try coreFactory.decode(Widget.self, from: card)
        guard case .card(let shipment) = decoded.value.content else {
            Issue.record("expected a card, got \(decoded.value)")
            return
        }
        #expect(shipment.image == ImageReference(url: "/images/parcel-label.png", accessibilityLabel: "The label"))
        #expect(decoded.diagnostics.isEmpty)

        guard case .object(var broken) = card else { return }
        broken["image"] = ["accessibilityLabel": "no url"]
        let kept = try coreFactory.decode(Widget.self, from: .object(broken))
        guard case .card(let withoutPicture) = kept.value.content else {
            Issue.record("the card was lost: \(kept.value)")
            return
        }
        #expect(withoutPicture.image == nil && withoutPicture.title == "Corner Bookshop")
        #expect(kept.diagnostics.map(\.kind) == [.invalidElement])
        #expect(kept.diagnostics.map(\.path) == ["image.url"], "the missing field, by its path")
    }
}
