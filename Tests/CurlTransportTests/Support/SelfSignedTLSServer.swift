import Foundation
import Glibc
import SDUITesting

/// `openssl s_server` on a loopback port with a freshly made self-signed
/// certificate: a real TLS server whose certificate no trust store accepts,
/// to show that the transport verifies certificates.
///
/// Processes are started with `posix_spawn` and reaped with `waitpid`, with
/// no Foundation run loop involved, and the server is ended with SIGKILL, so
/// `stop()` cannot wait forever.
final class SelfSignedTLSServer {
    static let openssl = "/usr/bin/openssl"
    static var isAvailable: Bool { access(openssl, X_OK) == 0 }

    let port: Int
    private let pid: pid_t
    private let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("curl-transport-tls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let key = directory + "/key.pem"
        let certificate = directory + "/cert.pem"
        let generator = try Self.spawn([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
        ])
        var status: Int32 = 0
        waitpid(generator, &status, 0)
        guard status == 0 else { throw ServerError("openssl req failed with status \(status)") }
        port = ClosedLoopbackPort.pick()
        pid = try Self.spawn(["s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key, "-www", "-quiet"])
        guard Self.waitUntilListening(port: port) else {
            stop()
            throw ServerError("openssl s_server did not start listening on port \(port)")
        }
    }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Starts `openssl` with the arguments, stdin/stdout/stderr on /dev/null
    /// and no blocked signals (a child inherits the spawning thread's mask,
    /// and the test runner's threads block some).
    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([openssl] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, openssl, &actions, &attributes, argv, environ)
        guard result == 0 else { throw ServerError("posix_spawn openssl: error \(result)") }
        return pid
    }

    /// Tries to connect every 20 ms for up to five seconds.
    private static func waitUntilListening(port: Int) -> Bool {
        for _ in 0..<250 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = ClosedLoopbackPort.loopback(port: port)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            close(fd)
            if connected == 0 { return true }
            usleep(20_000)
        }
        return false
    }
}
