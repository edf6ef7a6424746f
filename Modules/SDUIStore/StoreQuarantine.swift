import Foundation

/// Moves an unusable store file out of the way, keeping it for inspection.
///
/// The file becomes `<name>.corrupt-<UTC timestamp>`; its `-wal`, `-shm`
/// and `-journal` companions move with it under the same new name, because
/// SQLite would otherwise replay the old write-ahead log into the fresh file.
/// An existing name gets `-2`, `-3` … so two failures in one second keep both.
///
/// SQLite deletes the companions of a file it cannot read when the
/// connection closes, so `preserveCompanions` hard-links them before the
/// file is inspected; `moveAside` falls back to those links.
enum StoreQuarantine {
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Hard links (or copies) of the companions that exist now, by suffix.
    static func preserveCompanions(of path: String) -> [String: String] {
        let files = FileManager.default
        var preserved: [String: String] = [:]
        for suffix in companionSuffixes where files.fileExists(atPath: path + suffix) {
            let keep = "\(path)\(suffix).preserved-\(UInt64.random(in: 0...UInt64.max))"
            if (try? files.linkItem(atPath: path + suffix, toPath: keep)) != nil || (try? files.copyItem(atPath: path + suffix, toPath: keep)) != nil {
                preserved[suffix] = keep
            }
        }
        return preserved
    }

    /// Removes preserved links that were not needed.
    static func discard(_ preserved: [String: String]) {
        for keep in preserved.values where FileManager.default.fileExists(atPath: keep) {
            try? FileManager.default.removeItem(atPath: keep)
        }
    }

    /// Renames `path` and its companions (or their preserved links); returns the new name of `path`.
    static func moveAside(_ path: String, kind: StoreProblem.Kind, now: Int64,
                          preserved: [String: String] = [:]) throws(StoreError) -> String {
        let files = FileManager.default
        let base = "\(path).corrupt-\(utcStamp(milliseconds: now))"
        var destination = base
        var attempt = 1
        while files.fileExists(atPath: destination) || companionSuffixes.contains(where: { files.fileExists(atPath: destination + $0) }) {
            attempt += 1
            destination = "\(base)-\(attempt)"
        }
        do {
            if files.fileExists(atPath: path) {
                try files.moveItem(atPath: path, toPath: destination)
            }
            for suffix in companionSuffixes {
                if files.fileExists(atPath: path + suffix) {
                    try files.moveItem(atPath: path + suffix, toPath: destination + suffix)
                } else if let keep = preserved[suffix], files.fileExists(atPath: keep) {
                    try files.moveItem(atPath: keep, toPath: destination + suffix)
                }
            }
        } catch {
            throw .cannotMoveAside(path: path, destination: destination, problem: kind, detail: "\(error)")
        }
        return destination
    }

    /// `20251122T205400Z` for a time in milliseconds since 1970.
    static func utcStamp(milliseconds: Int64) -> String {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + pad(secondOfDay / 60 % 60, 2) + pad(secondOfDay % 60, 2) + "Z"
    }
}
