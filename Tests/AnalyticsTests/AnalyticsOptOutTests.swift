import Analytics
import SDUI
import SDUITesting
import Testing

@Suite("Turning analytics off")
struct AnalyticsOptOutTests {
    @Test func theFlagTurnsItOff() {
        let settings = AnalyticsSettings.resolve(arguments: ["sdui", "--no-analytics", "home"], environment: [:])
        #expect(!settings.isEnabled && settings.disabledBy == "--no-analytics")
    }

    @Test(arguments: ["1", "true", "YES", "on"])
    func theEnvironmentVariableTurnsItOff(value: String) {
        let settings = AnalyticsSettings.resolve(arguments: ["sdui"], environment: ["SDUI_NO_ANALYTICS": value])
        #expect(!settings.isEnabled)
        #expect(settings.disabledBy == "SDUI_NO_ANALYTICS=\(value.lowercased())")
    }

    @Test(arguments: ["", "0", "false", "no"])
    func emptyOrNegativeValuesLeaveItOn(value: String) {
        #expect(AnalyticsSettings.resolve(arguments: ["sdui"], environment: ["SDUI_NO_ANALYTICS": value]).isEnabled)
    }

    @Test func onByDefault() {
        #expect(AnalyticsSettings.resolve(arguments: ["sdui"], environment: [:]) == .enabled)
        // The program's own name is not an argument.
        #expect(AnalyticsSettings.resolve(arguments: ["--no-analytics"], environment: [:]).isEnabled)
    }

    @Test func offRecordsNothingAndWritesNoFile() async throws {
        let directory = try TemporaryDirectory()
        let server = InMemoryIngestServer()
        let configuration = AnalyticsConfiguration(queuePath: directory.file("data/analytics.sqlite"),
                                                   ingestURL: "http://127.0.0.1:9/v1/analytics/events", batchSize: 1)
        let feature = try AnalyticsFeature(settings: .resolve(arguments: ["sdui", "--no-analytics"], environment: [:]),
                                           configuration: configuration, http: server)
        #expect(feature.observer == nil)
        var registry = FeatureRegistry()
        try registry.install(feature)
        #expect(registry.observers.isEmpty)
        #expect(registry.installedFeatures == ["Analytics"])
        for observer in registry.observers { await observer.observe(.sessionStarted) }
        #expect(directory.contents().isEmpty)
        #expect(server.requestCount == 0)
    }

    @Test func onInstallsTheObserverAndItsQueueFile() async throws {
        let directory = try TemporaryDirectory()
        let server = InMemoryIngestServer()
        let configuration = AnalyticsConfiguration(queuePath: directory.file("data/analytics.sqlite"),
                                                   ingestURL: "http://127.0.0.1:9/v1/analytics/events", batchSize: 1)
        let feature = try AnalyticsFeature(settings: .enabled, configuration: configuration, http: server)
        var registry = FeatureRegistry()
        try registry.install(feature)
        #expect(registry.observers.count == 1)
        for observer in registry.observers { await observer.observe(.sessionStarted) }
        #expect(await eventually { server.storedIDs.count == 1 })
        #expect(directory.contents() == ["data"])
    }
}
