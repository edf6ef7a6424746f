import Logging
import SDUIServer
import Synchronization

/// Keeps an instance on the newest release of its channel: each look
/// (`follow`) reads which release the channel names (one indexed row), and
/// when it is not the one served, loads it and swaps it in without a
/// restart (`ServerEnvironment.serveContent(_:ifServing:)`). It also keeps
/// the release rolled out beside the channel's, which the core asks for
/// each install (`rolledOut(to:)`). The `Releases` module's state: one per
/// environment, run beside the HTTP server.
///
/// It reads the channel row itself rather than the data-version memo: a
/// second task polling the SQLite memo beside the live streams' watcher
/// crashed the test process inside `Mutex` (docs/releases.md).
public final class ReleaseFollower: Sendable {
    /// A release served to a share of installs beside the channel's.
    struct Rollout: Sendable {
        let snapshot: ContentSnapshot
        let percent: Int
    }

    private let environment: ServerEnvironment
    /// The channel this instance serves releases from.
    public let channel: ReleaseChannel
    private let rollout = Mutex<Rollout?>(nil)

    init(environment: ServerEnvironment, channel: ReleaseChannel) {
        self.environment = environment
        self.channel = channel
    }

    /// The rolled-out release's snapshot when install `install`'s bucket is in its share; nil leaves the channel's.
    func rolledOut(to install: String?) -> ContentSnapshot? {
        guard let install, let rollout = rollout.withLock({ $0 }), ReleaseRollout.bucket(install) < rollout.percent else { return nil }
        return rollout.snapshot
    }

    /// Serves the release on this instance's channel if it is not the one
    /// served now. A release that cannot be assembled (an app's folder now
    /// defines one of its screens) is logged and the current content kept.
    /// Returns the release served afterwards; nil while the folder is (also
    /// for a storage with no database).
    @discardableResult
    public func follow(logger: Logger) async throws -> Int? {
        guard let database = environment.storage.database else { return nil }
        let releases = ReleaseStore(database: database)
        try await followRollout(releases, logger: logger)
        let served = environment.release
        guard let number = try await releases.current(channel), number != served else { return served }
        let files = try await releases.files(of: number)
        do {
            let snapshot = try environment.assembleContent(files, release: number, source: "release \(number)", logger: logger)
            guard environment.serveContent(snapshot, ifServing: served) else { return environment.release }
            logger.notice("serving release", metadata: [
                "release": .stringConvertible(number), "channel": .string(channel.rawValue),
                "screens": .stringConvertible(snapshot.library.screens.count),
            ])
        } catch {
            logger.error("release not served", metadata: ["release": .stringConvertible(number), "reason": .string(error.description)])
        }
        return environment.release
    }

    /// Loads the rollout's release when it started or changed, drops it when it stopped.
    private func followRollout(_ releases: ReleaseStore, logger: Logger) async throws {
        guard let wanted = try await releases.rollout(on: channel) else {
            // Read and cleared under one lock: the rollout is announced stopped once.
            let stopped = rollout.withLock { rollout in
                defer { rollout = nil }
                return rollout != nil
            }
            if stopped {
                environment.announceContentChange()
                logger.notice("rollout stopped", metadata: ["channel": .string(channel.rawValue)])
            }
            return
        }
        // The same release at another percentage: changed in place under one lock.
        let served = rollout.withLock { rollout -> (same: Bool, changed: Bool) in
            guard let current = rollout, current.snapshot.release == wanted.number else { return (false, false) }
            guard current.percent != wanted.percent else { return (true, false) }
            rollout = Rollout(snapshot: current.snapshot, percent: wanted.percent)
            return (true, true)
        }
        if served.same {
            if served.changed { environment.announceContentChange() }
            return
        }
        do {
            let snapshot = try environment.assembleContent(try await releases.files(of: wanted.number), release: wanted.number,
                                                           source: "release \(wanted.number)", logger: logger)
            rollout.withLock { $0 = Rollout(snapshot: snapshot, percent: wanted.percent) }
            environment.announceContentChange()
            logger.notice("rolling out release", metadata: [
                "release": .stringConvertible(wanted.number), "percent": .stringConvertible(wanted.percent),
            ])
        } catch let error as AppRegistrationError {
            logger.error("rollout not served", metadata: ["release": .stringConvertible(wanted.number), "reason": .string(error.description)])
        }
    }
}
