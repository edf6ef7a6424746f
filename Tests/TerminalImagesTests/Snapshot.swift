import Foundation
import Testing

/// Golden files beside the tests (`Snapshots/NAME.txt`); `SDUI_RECORD_SNAPSHOTS=1` writes them.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func check(_ text: String, named name: String) throws {
        let file = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] != nil {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "differs from \(file.path); SDUI_RECORD_SNAPSHOTS=1 records it")
    }
}
