import Foundation
import InteractiveTerminal
import SDUITesting
import Testing

/// docs/web.md shows the table of the terminal's roles and their ARIA roles
/// that `ElementRole` holds (and the meaning test uses): the page must say
/// what the code does. No browser needed.
@Suite("The role table in docs/web.md is ElementRole's")
struct RoleTableTests {
    @Test("every role's row is in docs/web.md's table, and the table has no other")
    func docsShowTheTable() throws {
        let page = try String(contentsOfFile: Repository.root + "/docs/web.md", encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## The same screen, the same meaning").dropFirst().first?
            .components(separatedBy: "\n## ").first, "docs/web.md has no section 'The same screen, the same meaning'")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { $0.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } }
        let documented = rows.map { "\($0[0]) → \($0[1])" }
        let written = ElementRole.allCases.map { "`\($0.word)` → `\($0.aria)`" }
        #expect(documented == written, "docs/web.md's role table says \(documented); ElementRole says \(written)")
    }
}
