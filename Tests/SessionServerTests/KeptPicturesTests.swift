@testable import KeepOffline
import SDUI
import Testing

/// Which of a kept screen's pictures are fetched and kept: each URL once,
/// never a picture by name (`asset:NAME`, drawn from the client's own bytes),
/// nor what the client's filter leaves out (icons and pictures it has).
@Suite("Pictures of a kept screen")
struct KeptPicturesTests {
    @Test("URLs once each, low-resolution ones too; pictures by name and filtered ones never")
    func urls() {
        let references = [
            ImageReference(url: "/images/cover.jpg", lowResolutionURL: "/images/cover-small.jpg"),
            ImageReference(url: "/images/cover.jpg"),
            ImageReference(url: "asset:event-banner-1"),
            ImageReference(url: "/images/banner.png", asset: "event-banner-1"),
            ImageReference(url: "/images/icon.png", asset: "barcode"),
        ]
        let kept = KeptPictures.urls(of: references) { $0.asset == nil }
        #expect(kept == ["/images/cover.jpg", "/images/cover-small.jpg"])
        let everything = KeptPictures.urls(of: references) { _ in true }
        #expect(everything == ["/images/cover.jpg", "/images/cover-small.jpg", "/images/banner.png", "/images/icon.png"])
    }
}
