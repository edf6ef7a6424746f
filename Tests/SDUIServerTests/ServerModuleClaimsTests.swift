import SDUIServer
import Testing

/// What a module declares is checked when it is installed: a content file
/// the folder and releases cannot hold, or a server event named like the
/// client event the core reads, is refused naming it, not found at run time.
@Suite("A server module's declarations, checked at install")
struct ServerModuleClaimsTests {
    struct Declaring: ServerModule {
        let name = "Declaring"
        let configuration: Void = ()
        var files: [String] = []
        var events: [String] = []

        var contentFiles: [ContentFileKind] { files.map { ContentFile<Void>($0) { _, _ in ((), []) }.kind } }
        var serverEvents: [ServerEventKind] { events.map(ServerEventKind.init) }
        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
    }

    @Test("a content file that is not a plain name ending in .json beside screens/ is refused, naming it", arguments: [
        "a/b.json", "x.yaml", ".h.json", "screens/x.json", ".json", "../up.json", String(repeating: "a", count: 65) + ".json",
    ])
    func contentFileNames(file: String) {
        var registry = AppRegistry()
        #expect {
            try registry.install(Declaring(files: [file]))
        } throws: { error in
            "\(error)".contains(file) && "\(error)".contains("plain name ending in .json")
        }
    }

    @Test("a plain name is taken, and the core's own files stay the core's")
    func plainNameTaken() throws {
        var registry = AppRegistry()
        try registry.install(Declaring(files: ["headline_2-b.json"]))
        var other = AppRegistry()
        #expect(throws: AppRegistrationError.self) { try other.install(Declaring(files: ["theme.json"])) }
    }

    @Test("a server event named like the clients' impression is refused")
    func impressionIsTheClients() throws {
        var registry = AppRegistry()
        #expect {
            try registry.install(Declaring(events: ["impression"]))
        } throws: { error in
            "\(error)".contains("impression") && "\(error)".contains("the clients")
        }
        var other = AppRegistry()
        try other.install(Declaring(events: ["headlineShown"]))
    }
}
