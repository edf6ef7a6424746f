import Foundation
import Glibc

/// Debian's HAProxy terminating TLS in front of a test server, once per
/// certificate of `TestCertificates` (so a test reaches the same backend
/// through the right certificate and through each wrong one), each with the
/// configuration the scripts use (`haproxy_config` of `Scripts/lib/haproxy.sh`).
public final class TLSBalancer {
    public static let haproxy = "/usr/sbin/haproxy"
    /// Whether the tests that need it can run (under CI they run regardless, and fail without haproxy).
    public static var runnable: Bool {
        (FileManager.default.isExecutableFile(atPath: haproxy) && FileManager.default.isExecutableFile(atPath: TestCertificates.openssl))
            || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// `https://localhost:PORT` for each certificate.
    public let urls: [TestCertificates.Name: String]
    private let processes: [Process]
    private let folder: String

    /// Starts one HAProxy per certificate in front of `backend` (`http://127.0.0.1:PORT`) and
    /// returns once each listens.
    public static func start(backend: String, certificates: TestCertificates) async throws -> TLSBalancer {
        let folder = certificates.folder + "/haproxy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let server = "    server s1 " + backend.replacingOccurrences(of: "http://", with: "")
        var urls: [TestCertificates.Name: String] = [:]
        var started: [(name: TestCertificates.Name, port: Int, process: Process)] = []
        do {
            for name in TestCertificates.Name.allCases {
                let port = ClosedLoopbackPort.pick()
                let configuration = "\(folder)/\(name.rawValue).cfg"
                let made = try await BuiltProgram(path: "/bin/bash").run([
                    "-c", "source \"$1/Scripts/lib/haproxy.sh\" && haproxy_config \"$2\" \"$3\" '' \"$4\" >\"$5\"",
                    "haproxy-config", Repository.root, String(port), server, certificates.bundle(name), configuration,
                ])
                guard made.status == 0 else { throw ServerFailure("haproxy_config failed: \(made.errors)") }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: haproxy)
                process.arguments = ["-f", configuration, "-db"]
                process.standardOutput = FileHandle.nullDevice
                let log = "\(folder)/\(name.rawValue).log"
                _ = FileManager.default.createFile(atPath: log, contents: nil)
                process.standardError = FileHandle(forWritingAtPath: log)
                try process.run()
                started.append((name, port, process))
                urls[name] = "https://localhost:\(port)"
            }
            for (name, port, process) in started {
                let listening = await eventually { !process.isRunning || Self.accepts(port: port) }
                guard listening, process.isRunning else {
                    let log = (try? String(contentsOfFile: "\(folder)/\(name.rawValue).log", encoding: .utf8)) ?? ""
                    throw ServerFailure("HAProxy with the \(name.rawValue) certificate did not listen on \(port): \(log)")
                }
            }
        } catch {
            for (_, _, process) in started { process.terminate(); process.waitUntilExit() }
            throw error
        }
        return TLSBalancer(urls: urls, processes: started.map(\.process), folder: folder)
    }

    private init(urls: [TestCertificates.Name: String], processes: [Process], folder: String) {
        self.urls = urls
        self.processes = processes
        self.folder = folder
    }

    /// The URL served with `certificate`.
    public func url(_ certificate: TestCertificates.Name) -> String { urls[certificate] ?? "https://localhost:9" }

    public func stop() {
        for process in processes where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Whether something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var address = ClosedLoopbackPort.loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
