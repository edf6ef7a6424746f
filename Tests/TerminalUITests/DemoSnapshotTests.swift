import Testing
import TerminalUI

/// Demo-like screens at 40, 80 and 120 columns, colours off.
@Suite("Demo screen snapshots")
struct DemoSnapshotTests {
    @Test("home") func home() throws { try snapshots.assert(try Fixtures.renderAtStandardWidths(DemoScreens.home), named: "demo-home") }
    @Test("login") func login() throws { try snapshots.assert(try Fixtures.renderAtStandardWidths(DemoScreens.login), named: "demo-login") }
    @Test("composer, with a type this client does not know and one without a renderer")
    func composer() throws {
        try snapshots.assert(try Fixtures.renderAtStandardWidths(DemoScreens.composer), named: "demo-composer")
    }
    @Test("Scan & Go options") func scanOptions() throws {
        try snapshots.assert(try Fixtures.renderAtStandardWidths(DemoScreens.scanOptions), named: "demo-scan-options")
    }
}
