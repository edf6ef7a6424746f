import Foundation
import SDUITesting
import Testing

/// The two commands a newcomer runs (`Scripts/demo.sh`, `Scripts/test.sh`) and
/// the requirements check they share with `Scripts/setup.sh`
/// (`Scripts/lib/requirements.sh`), run as a person runs them.
@Suite("Front door scripts")
struct FrontDoorScriptTests {
    static let bash = BuiltProgram(path: "/bin/bash")

    /// Runs `script` with `Scripts/lib/requirements.sh` sourced, from the repository.
    static func withRequirements(_ script: String, path: String? = nil) async throws -> BuiltProgram.Run {
        var environment: [String: String] = [:]
        if let path { environment["PATH"] = path }
        return try await bash.run(["-c", "cd '\(Repository.root)' && source Scripts/lib/requirements.sh && \(script)"],
                                  environment: environment, seconds: 60)
    }

    @Test("demo.sh without a terminal says so at once and builds nothing")
    func demoWithoutATerminal() async throws {
        let run = try await Self.bash.run([Repository.root + "/Scripts/demo.sh"], seconds: 60)
        #expect(run.status == 2)
        #expect(run.errors.contains("needs a terminal"))
        #expect(run.errors.contains("nothing was built or started"))
        #expect(run.errors.contains("Scripts/demo.sh --plain"))
        #expect(run.errors.contains("sdui render"))
        #expect(run.errors.contains("sdui run"))
        // It stopped before its first step: no requirements check, no build.
        #expect(!run.errors.contains("== "))
        #expect(run.output.isEmpty)
    }

    @Test("the requirements check finds a package that is not installed, and only that one")
    func missingPackageIsNamed() async throws {
        let run = try await Self.withRequirements("DEMO_PACKAGES+=(sdui-no-such-package); missing_packages demo")
        #expect(run.status == 0)
        #expect(run.output == "sdui-no-such-package\n")
    }

    @Test("an unknown purpose is refused with the ones there are")
    func unknownPurpose() async throws {
        let run = try await Self.withRequirements("missing_packages everything")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown purpose 'everything' (demo or all)"))
    }

    @Test("a Swift toolchain older than Package.swift's tools version is refused, naming both versions")
    func oldSwiftIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-old-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        try "#!/bin/sh\necho 'Swift version 5.10.1 (swift-5.10.1-RELEASE)'\n".write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)

        let run = try await Self.withRequirements("check_swift", path: folder.path + ":/usr/bin:/bin")
        #expect(run.status == 1)
        #expect(run.errors.contains("Swift 5.10.1 is on PATH (\(swift.path)); this project needs 6.1 or later"))
        #expect(run.errors.contains("https://www.swift.org/install/linux/"))
    }

    @Test("no Swift on PATH is named as such, not as a failed build")
    func missingSwiftIsNamed() async throws {
        let run = try await Self.withRequirements("check_swift", path: "/usr/bin:/bin")
        #expect(run.status == 1)
        #expect(run.errors.contains("no Swift toolchain on PATH; this project needs Swift 6.1 or later"))
    }

    @Test("on a machine set up once, the check installs nothing and says everything is present")
    func secondRunInstallsNothing() async throws {
        let run = try await Self.bash.run([Repository.root + "/Scripts/setup.sh", "--check"], seconds: 60)
        if run.status != 0, ProcessInfo.processInfo.environment["CI"] == nil {
            // A developer's machine without every package: the message names them.
            #expect(run.output.contains("setup: missing:"))
            return
        }
        #expect(run.status == 0)
        #expect(run.output.contains("every system package are present"))
    }
}
