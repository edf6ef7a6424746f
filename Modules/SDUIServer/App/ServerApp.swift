/// An app the server serves: it registers its screens, commands, deep
/// links, widget, extra endpoints, the feature contracts its screens use and
/// its data migrations, and nothing else. The framework imports no app.
///
/// The target lists its apps in one place at start-up, the way a client
/// installs its features:
///
/// ```swift
/// var registry = AppRegistry()
/// try registry.install(AccountsApp(store: accounts))
/// try registry.install(ParcelsApp(store: parcels))
/// ```
///
/// A small app, its route declared once (in its contract module, so that
/// clients and other screens link to it by type):
///
/// ```swift
/// enum GreetingRoutes {
///     static let greeting = ScreenRoute<String>("greeting/{name}")
/// }
///
/// struct GreetingApp: ServerApp {
///     let name = "Greeting"
///     func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
///         try registry.screen(GreetingRoutes.greeting) { _, name in
///             Screen(id: "greeting", sections: [Section(id: "main", components: [
///                 Component(id: "hello", content: TextComponent(paragraphs: ["Hello, \(name)!"])),
///             ])])
///         }
///     }
/// }
/// ```
public protocol ServerApp: Sendable {
    /// Shown in registration errors and logs.
    var name: String { get }
    func register(into registry: inout AppRegistry) throws(AppRegistrationError)
}
