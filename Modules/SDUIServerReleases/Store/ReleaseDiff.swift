import JSON
import SDUIServer

/// What changed between two releases: files added, removed, and changed,
/// each changed file with the JSON paths whose values differ, so a reviewer
/// sees "sections[0].components[2].title" rather than two whole documents.
public struct ReleaseDiff: Sendable, Equatable {
    public let from: Int
    public let to: Int
    public let added: [String]
    public let removed: [String]
    /// File → the JSON paths that differ (at most `maximumPaths`, then `…`).
    public let changed: [(file: String, paths: [String])]

    public static let maximumPaths = 50

    public static func == (lhs: ReleaseDiff, rhs: ReleaseDiff) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.added == rhs.added && lhs.removed == rhs.removed
            && lhs.changed.map(\.file) == rhs.changed.map(\.file) && lhs.changed.map(\.paths) == rhs.changed.map(\.paths)
    }

    /// Compares the files of release `from` with those of `to`.
    public init(from: Int, _ old: ContentFiles, to: Int, _ new: ContentFiles) {
        self.from = from
        self.to = to
        added = new.files.keys.filter { old.files[$0] == nil }.sorted()
        removed = old.files.keys.filter { new.files[$0] == nil }.sorted()
        var changed: [(file: String, paths: [String])] = []
        for (file, bytes) in new.files.sorted(by: { $0.key < $1.key }) {
            guard let before = old.files[file], before != bytes else { continue }
            let parser = JSONParser()
            guard let a = try? parser.parse(before), let b = try? parser.parse(bytes) else {
                changed.append((file, ["$"]))
                continue
            }
            var paths: [String] = []
            Self.compare(a, b, path: "", into: &paths)
            // Same values, other bytes (spacing, member order): a change a client never sees.
            changed.append((file, paths.isEmpty ? ["(formatting only)"] : paths))
        }
        self.changed = changed
    }

    private static func compare(_ a: JSONValue, _ b: JSONValue, path: String, into paths: inout [String]) {
        guard paths.count <= maximumPaths else { return }
        let shown = path.isEmpty ? "$" : path
        switch (a, b) {
        case (.object(let x), .object(let y)):
            var keys = x.keys
            for key in y.keys where x[key] == nil { keys.append(key) }
            for key in keys {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                switch (x[key], y[key]) {
                case (let p?, let q?): compare(p, q, path: inner, into: &paths)
                case (nil, _?): paths.append("\(inner) (added)")
                case (_?, nil): paths.append("\(inner) (removed)")
                case (nil, nil): break
                }
            }
        case (.array(let x), .array(let y)):
            for index in 0..<max(x.count, y.count) {
                let inner = "\(path)[\(index)]"
                if index >= x.count {
                    paths.append("\(inner) (added)")
                } else if index >= y.count {
                    paths.append("\(inner) (removed)")
                } else {
                    compare(x[index], y[index], path: inner, into: &paths)
                }
            }
        default:
            if a != b { paths.append(shown) }
        }
        if paths.count > maximumPaths {
            paths.removeLast(paths.count - maximumPaths)
            paths.append("…")
        }
    }
}
