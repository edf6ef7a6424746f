import SDUI
import SDUISession
import Testing

/// `ServerEndpoint.screenPath(ofURL:)`, the inverse of `screenURL`: how the
/// offline page finds the paths of the screens a cache keeps by URL.
@Suite("A kept URL's screen path")
struct ScreenPathOfURLTests {
    @Test("a screen URL of this endpoint gives its path back")
    func ownScreens() throws {
        let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:8080", apiVersion: 2)
        for path: ScreenPath in ["home", "parcels/3SABC1234567", "scan-and-go/orders/o1/address"] {
            #expect(endpoint.screenPath(ofURL: endpoint.screenURL(path)) == path)
        }
    }

    @Test("anything else is not a kept screen", arguments: [
        "http://127.0.0.1:8080/v2/widget", "http://127.0.0.1:8080/v1/screens/home", "http://127.0.0.1:9090/v2/screens/home",
        "http://127.0.0.1:8080/v2/screens/", "http://127.0.0.1:8080/v2/screens/a%2Fb", "http://127.0.0.1:8080/v2/screens/home?x=1",
        "http://127.0.0.1:8080/v2/pages/list", "http://127.0.0.1:8080/v2/screens/../admin",
    ])
    func others(_ url: String) throws {
        let endpoint = try ServerEndpoint(baseURL: "http://127.0.0.1:8080", apiVersion: 2)
        #expect(endpoint.screenPath(ofURL: url) == nil)
    }
}
