import Foundation
import JSON
import SDUIServer

/// How an experiment is doing: per variant, the installs exposed to it, the
/// share of them that converted (sent the chosen event at least once), with
/// a 95% Wilson interval, and each variant's difference from the control
/// with a 95% interval (normal approximation). Exposures are read from the
/// server's own table, as the server recorded them (`ExposureLog`);
/// conversions from the clients' analytics table, by the `install` the
/// server stamped on each event at ingest.
public struct ExperimentReport: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let variant: String
        public let exposed: Int
        public let converted: Int
        public var rate: Double { exposed == 0 ? 0 : Double(converted) / Double(exposed) }
        public let interval: ClosedRange<Double>
        /// This variant's rate minus the control's, with its interval; nil for the control.
        public let difference: (value: Double, interval: ClosedRange<Double>)?

        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.variant == rhs.variant && lhs.exposed == rhs.exposed && lhs.converted == rhs.converted
        }
    }

    public let experiment: String
    public let conversion: String
    public let rows: [Row]

    /// - Parameters:
    ///   - experiment: the experiment's name.
    ///   - conversion: the event that counts as a conversion.
    ///   - exposures: install → the variant it was shown.
    ///   - converted: the installs that sent the conversion event.
    ///   - order: the variants, control first (the experiment's own order).
    public init(experiment: String, conversion: String, exposures: [String: String], converted: Set<String>, order: [String]) {
        self.experiment = experiment
        self.conversion = conversion
        var names = order
        for variant in Set(exposures.values).sorted() where !names.contains(variant) { names.append(variant) }
        var counts: [String: (exposed: Int, converted: Int)] = [:]
        for (install, variant) in exposures {
            counts[variant, default: (0, 0)].exposed += 1
            if converted.contains(install) { counts[variant, default: (0, 0)].converted += 1 }
        }
        let control = names.first.flatMap { counts[$0] } ?? (0, 0)
        rows = names.enumerated().map { index, name in
            let count = counts[name] ?? (0, 0)
            var difference: (Double, ClosedRange<Double>)?
            if index > 0, count.exposed > 0, control.exposed > 0 {
                difference = Self.difference(count.converted, count.exposed, control.converted, control.exposed)
            }
            return Row(variant: name, exposed: count.exposed, converted: count.converted,
                       interval: Self.wilson(count.converted, count.exposed), difference: difference)
        }
    }

    static let z = 1.959964

    /// The Wilson score interval of `k` successes in `n`.
    static func wilson(_ k: Int, _ n: Int) -> ClosedRange<Double> {
        guard n > 0 else { return 0...1 }
        let p = Double(k) / Double(n), total = Double(n), z2 = z * z
        let centre = (p + z2 / (2 * total)) / (1 + z2 / total)
        let half = z * (p * (1 - p) / total + z2 / (4 * total * total)).squareRoot() / (1 + z2 / total)
        return max(0, centre - half)...min(1, centre + half)
    }

    static func difference(_ k1: Int, _ n1: Int, _ k0: Int, _ n0: Int) -> (Double, ClosedRange<Double>) {
        let p1 = Double(k1) / Double(n1), p0 = Double(k0) / Double(n0)
        let spread = z * (p1 * (1 - p1) / Double(n1) + p0 * (1 - p0) / Double(n0)).squareRoot()
        return (p1 - p0, (p1 - p0 - spread)...(p1 - p0 + spread))
    }

    /// Reads the experiment's exposures (the server's table) and the conversion events (the clients')
    /// from `database`; with a `pathPrefix`, only conversion events whose `path` starts with it count
    /// (a `screenView` of a screen). `order` lists the variants, control first.
    public static func load(from database: any SQLDatabase, experiment: String, conversion: String, pathPrefix: String?,
                            order: [String]) async throws -> ExperimentReport {
        // The name goes into a LIKE pattern: only the letters, digits and `-` an experiment's name may have.
        guard ExperimentFile.isPlainName(experiment) else { throw UnknownExperiment(name: experiment) }
        var exposures: [String: String] = [:]
        let exposureRows = try await database.query(
            "SELECT properties FROM \(AnalyticsEventSource.server.table) WHERE name = ? AND id LIKE ?",
            [.text(ExposureLog.kind.name), .text(ExposureLog.eventID(experiment: experiment, install: "") + "%")])
        for row in exposureRows {
            let properties = try JSONParser().parse(Array(try row.text(0).utf8))
            if let install = properties["install"]?.stringValue, let variant = properties["variant"]?.stringValue {
                exposures[install] = variant
            }
        }
        var converted: Set<String> = []
        let conversions = try await database.query("SELECT properties FROM \(AnalyticsEventSource.client.table) WHERE name = ?",
                                                   [.text(conversion)])
        for row in conversions {
            let properties = try JSONParser().parse(Array(try row.text(0).utf8))
            guard let install = properties["install"]?.stringValue, exposures[install] != nil else { continue }
            if let pathPrefix, properties["path"]?.stringValue?.hasPrefix(pathPrefix) != true { continue }
            converted.insert(install)
        }
        return ExperimentReport(experiment: experiment, conversion: conversion, exposures: exposures, converted: converted, order: order)
    }

    /// A name no experiment can have (experiments are named with 1 to 40 letters, digits or `-`).
    public struct UnknownExperiment: Error, Sendable, CustomStringConvertible {
        public let name: String
        public var description: String { "'\(name)' cannot name an experiment: names are 1 to 40 letters, digits or -" }
    }

    /// A table for the terminal.
    public var text: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var lines = ["experiment \(experiment), conversion \(conversion)",
                     "variant\texposed\tconverted\trate\t95% interval\tvs control (95% interval)"]
        for row in rows {
            let versus = row.difference.map { "\(percent($0.value)) (\(percent($0.interval.lowerBound)) to \(percent($0.interval.upperBound)))" } ?? "-"
            lines.append("\(row.variant)\t\(row.exposed)\t\(row.converted)\t\(percent(row.rate))\t\(percent(row.interval.lowerBound))–\(percent(row.interval.upperBound))\t\(versus)")
        }
        return lines.joined(separator: "\n")
    }
}
