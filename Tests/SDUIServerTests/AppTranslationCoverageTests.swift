import Foundation
import HTTPTypes
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// An app with translations (a `Language/` folder beside its screens) sends
/// every text it writes in its Swift sources translated: a label added to a
/// builder without its Dutch line would reach Dutch readers in English, and
/// nothing else would say so. Texts from data (a sender's name, a parcel
/// code) are not in the sources, and are left as they are.
@Suite("Apps' texts in every language they translate to")
struct AppTranslationCoverageTests {
    static let dutch: HTTPFields = [.acceptLanguage: "nl"]

    /// The English texts `english` holds at text members where `translated` holds the same, with their JSON paths.
    static func untranslated(_ english: JSONValue, _ translated: JSONValue?, texts: Set<String>,
                             path: String = "$", isText: Bool = false) -> [(path: String, text: String)] {
        switch english {
        case .string(let text):
            return isText && translated == english ? [(path, text)] : []
        case .array(let elements):
            return elements.enumerated().flatMap { index, element in
                untranslated(element, translated?[index], texts: texts, path: "\(path)[\(index)]", isText: isText)
            }
        case .object(let members):
            return members.sorted { $0.key < $1.key }.flatMap { key, value in
                untranslated(value, translated?[key], texts: texts, path: "\(path).\(key)", isText: texts.contains(key))
            }
        default:
            return []
        }
    }

    /// The sources of an app's builders and commands (`Screens/`, `Commands/`),
    /// where the texts it writes are; nil for an app without translations.
    /// Its model and seed data are data, translated or not by their own rules.
    static func literals(ofAppOwnedBy owner: String) throws -> String? {
        let folder = Repository.root + "/Modules/\(owner)App"
        guard FileManager.default.fileExists(atPath: folder + "/Language") else { return nil }
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
        return try files.filter { $0.hasSuffix(".swift") && ($0.hasPrefix("Screens/") || $0.hasPrefix("Commands/")) }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
            .joined(separator: "\n")
    }

    @Test("every text an app with translations writes in its builders and widget is sent translated")
    func everyLiteralTranslated() async throws {
        let environment = try TestServer.demo()
        let texts = TestServer.table.textMembers
        let table = environment.translations.tables["nl"] ?? [:]
        #expect(!table.isEmpty, "the demo has Dutch")
        // One answer, in English and in Dutch: each literal of the owner's sources that arrives untranslated is an issue.
        @Sendable func compare(_ route: APIRoute, named name: String, owner: String, auth: HTTPFields,
                     client: any TestClientProtocol) async throws -> Bool {
            guard let sources = try Self.literals(ofAppOwnedBy: owner) else { return false }
            let english = try await client.get(route, headers: auth).json()
            var headers = Self.dutch
            headers[.authorization] = auth[.authorization]
            let dutch = try await client.get(route, headers: headers).json()
            for (jsonPath, text) in Self.untranslated(english, dutch, texts: texts)
            where table[text] == nil && sources.contains("\"\(text)\"") {
                Issue.record("'\(text)' at \(jsonPath) of \(name) is sent in English to Dutch readers: \(owner) writes it but has no Dutch line for it")
            }
            return true
        }
        let checked = try await TestServer.run { client in
            var checked = 0
            let signedIn: HTTPFields = [.authorization: "Bearer \(try await client.login())"]
            for path in DemoScreenTests.publicPaths + DemoScreenTests.loginPaths {
                let segments = path.split(separator: "/").map(String.init)
                guard let route = environment.screenRoutes.first(where: { $0.pattern.match(segments) != nil }) else { continue }
                if try await compare(.screen(ScreenPath(validating: path)), named: path, owner: route.owner, auth: signedIn, client: client) {
                    checked += 1
                }
            }
            // The widget, for a guest and for the signed-in user.
            if let widget = environment.registry.widget {
                for auth in [[:], signedIn] where try await compare(.widget, named: "the widget", owner: widget.owner, auth: auth, client: client) {
                    checked += 1
                }
            }
            return checked
        }
        #expect(checked >= 5, "the demo's Parcels screens and its widget were checked")
    }
}
