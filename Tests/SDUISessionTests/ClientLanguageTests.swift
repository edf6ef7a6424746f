import SDUI
import SDUISession
import SDUITesting
import Testing

/// The person's language, read from the locale the way POSIX orders it, and sent as `Accept-Language`.
@Suite("Client language")
struct ClientLanguageTests {
    static func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test("locale names and tags are read; C, POSIX and what is not a language mean no preference", arguments: [
        ("nl_NL.UTF-8", "nl-NL, nl;q=0.9"),
        ("nl_NL.UTF-8@euro", "nl-NL, nl;q=0.9"),
        ("nl", "nl"),
        ("NL-be", "nl-BE, nl;q=0.9"),
        ("en_GB", "en-GB, en;q=0.9"),
    ])
    func readable(_ locale: String, _ header: String) {
        #expect(ClientLanguage.preferred(environment: Self.environment(["LANG": locale]))?.acceptLanguage == header)
    }

    @Test("no preference", arguments: ["C", "POSIX", "C.UTF-8", "", "n", "nl_NL_x", "1l_NL", "nl_N!", "nl;q=1"])
    func unreadable(_ locale: String) {
        #expect(ClientLanguage.preferred(environment: Self.environment(["LANG": locale])) == nil, "\(locale)")
    }

    @Test("LC_ALL wins over LC_MESSAGES over LANG; --language over all of them")
    func precedence() {
        let all = Self.environment(["LC_ALL": "nl_NL.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "fr_FR"])
        #expect(ClientLanguage.preferred(environment: all)?.language == "nl")
        let messages = Self.environment(["LC_MESSAGES": "de_DE", "LANG": "fr_FR"])
        #expect(ClientLanguage.preferred(environment: messages)?.language == "de")
        #expect(ClientLanguage.preferred(option: "nl", environment: all)?.acceptLanguage == "nl")
        #expect(ClientLanguage.preferred(option: "not a language", environment: all) == nil)
        // An empty LC_ALL is unset: the next one decides.
        #expect(ClientLanguage.preferred(environment: Self.environment(["LC_ALL": "", "LANG": "nl_NL"]))?.language == "nl")
        #expect(ClientLanguage.preferred(environment: Self.environment([:])) == nil)
    }

    @Test("every request carries Accept-Language when the language is known, and none when it is not")
    func header() async throws {
        for (language, expected) in [(ClientLanguage("nl_NL.UTF-8"), "nl-NL, nl;q=0.9"), (nil, nil)] as [(ClientLanguage?, String?)] {
            let http = InMemoryHTTPClient()
            http.route(InMemoryHTTPClient.screenURL("home"), json: #"{"id": "home", "title": "Thuis", "sections": []}"#)
            let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                                factory: ScreenFactory(), userAgent: "sdui-tests/1.0", language: language)
            _ = try await api.screen(at: "home")
            #expect(http.requests.first?.header("Accept-Language") == expected)
        }
    }
}
