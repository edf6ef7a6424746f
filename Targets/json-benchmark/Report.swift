import Foundation

/// Prints the measurements as an aligned table and the ours/Foundation ratios.
struct Report {
    var rows: [PhaseMeasurement]

    func printTable() {
        let header = ["phase", "size MB", "median MB/s", "best MB/s", "median ms", "CPU MB/s", "peak RSS MB", "+RSS MB"]
        var lines = [header]
        for row in rows {
            lines.append([
                row.name,
                Self.fixed(Double(row.bytes) / 1e6, 2),
                Self.fixed(row.medianMBPerSecond, 1),
                Self.fixed(row.bestMBPerSecond, 1),
                Self.fixed(row.medianSeconds * 1000, 1),
                Self.fixed(row.medianCPUMBPerSecond, 1),
                row.memory.map { Self.fixed(Double($0.peakBytes) / 1e6, 1) + ($0.peakIsPerPhase ? "" : "*") } ?? "n/a",
                row.memory.map { Self.fixed(Double($0.growthBytes) / 1e6, 1) } ?? "n/a",
            ])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        for (number, line) in lines.enumerated() {
            let cells = line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Names read left-aligned, numbers right-aligned.
                return column == 0 ? cell + padding : padding + cell
            }
            print(cells.joined(separator: "  "))
            if number == 0 {
                print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        if rows.contains(where: { $0.memory?.peakIsPerPhase == false }) {
            print("* VmHWM could not be reset: the peak may come from an earlier phase")
        }
    }

    /// Prints "ours/Foundation" for throughput, and for memory growth when both are known.
    func printRatio(_ label: String, ours: PhaseMeasurement?, foundation: PhaseMeasurement?) {
        guard let ours, let foundation else { return }
        let median = ours.medianMBPerSecond / foundation.medianMBPerSecond
        let best = ours.bestMBPerSecond / foundation.bestMBPerSecond
        let cpu = ours.medianCPUMBPerSecond / foundation.medianCPUMBPerSecond
        var line = "\(label) MB/s ours/Foundation: \(Self.fixed(median, 2))x (median), \(Self.fixed(best, 2))x (best), \(Self.fixed(cpu, 2))x (CPU time)"
        if let oursMemory = ours.memory, let foundationMemory = foundation.memory,
           foundationMemory.growthBytes > 0
        {
            let memory = Double(oursMemory.growthBytes) / Double(foundationMemory.growthBytes)
            line += "; +RSS ours/Foundation: \(Self.fixed(memory, 2))x"
        }
        print(line)
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// `20001234` as `20,001,234`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
