import SDUIServer

/// The release operations, the same for the command line (`sdui-server
/// release …`) and the admin API: each validates against this server's apps
/// before anything moves, and writes the log.
extension ServerEnvironment {
    /// Releases, channels and their log, in this server's database; refused
    /// (`ReleaseError.noDatabase`) without one or without the `Releases` module.
    public var releases: ReleaseStore {
        get throws(ReleaseError) {
            guard state(of: Releases.self) != nil, let database = storage.database else { throw .noDatabase }
            return ReleaseStore(database: database)
        }
    }

    /// Everything that keeps `files` from being published by this server's apps (empty when nothing).
    public func releaseProblems(_ files: ContentFiles) -> [ContentProblem] {
        contentProblems(in: files)
    }

    /// Validates `files` in full and stores them as the next release on
    /// `channel`; refused (`ReleaseError.invalid`, logged) with every problem, nothing stored.
    public func publishRelease(_ files: ContentFiles, author: String, note: String,
                               to channel: ReleaseChannel = .live) async throws -> Release {
        let problems = releaseProblems(files)
        guard problems.isEmpty else {
            try await releases.log(actor: author, action: "publish", channel: channel, number: nil,
                                   outcome: "refused: \(problems.count) problem\(problems.count == 1 ? "" : "s"), first \(problems[0])")
            throw ReleaseError.invalid(problems)
        }
        return try await releases.publish(files, author: author, note: note, to: channel)
    }

    /// Puts release `number` back on live (nil: the newest release below the
    /// current one that was ever live), after checking it still validates
    /// with this server's apps. Returns the number now live.
    public func rollbackRelease(to number: Int?, actor: String) async throws -> Int {
        guard let current = try await releases.current(.live) else { throw ReleaseError.nothingOn(.live) }
        let target: Int
        if let number {
            target = number
        } else if let earlier = try await releases.earlier(than: current, on: .live) {
            target = earlier
        } else {
            throw ReleaseError.nothingEarlier(than: current)
        }
        try await move(.live, to: target, actor: actor, action: "rollback")
        return target
    }

    /// Puts staging's release on live. Returns its number.
    public func promoteRelease(actor: String) async throws -> Int {
        guard let staged = try await releases.current(.staging) else { throw ReleaseError.nothingOn(.staging) }
        try await move(.live, to: staged, actor: actor, action: "promote")
        return staged
    }

    /// Serves release `number` to `percent` of installs (1 to 99; 100 puts it
    /// on live for everyone and ends the rollout), after checking it still
    /// validates. Installs already reached stay reached when it widens.
    public func rolloutRelease(_ number: Int, percent: Int, actor: String) async throws {
        guard (1...100).contains(percent) else { throw ReleaseError.invalidShare(percent) }
        try await requireServable(number, on: .live, actor: actor, action: "rollout")
        if percent == 100 {
            try await releases.move(.live, to: number, actor: actor, action: "rollout complete")
            _ = try await releases.stopRollout(on: .live, actor: actor)
        } else {
            try await releases.setRollout(number, percent: percent, on: .live, actor: actor)
        }
    }

    /// Ends the rollout on live: every install gets live's release again.
    public func stopRollout(actor: String) async throws {
        guard try await releases.stopRollout(on: .live, actor: actor) else { throw ReleaseError.noRollout }
    }

    /// What changed from release `from` to release `to`.
    public func releaseDiff(from: Int, to: Int) async throws -> ReleaseDiff {
        ReleaseDiff(from: from, try await releases.files(of: from), to: to, try await releases.files(of: to))
    }

    private func move(_ channel: ReleaseChannel, to number: Int, actor: String, action: String) async throws {
        try await requireServable(number, on: channel, actor: actor, action: action)
        try await releases.move(channel, to: number, actor: actor, action: action)
    }

    /// Refuses (and logs) a release that does not exist or no longer
    /// validates with this server's apps: what every move and rollout checks first.
    private func requireServable(_ number: Int, on channel: ReleaseChannel, actor: String, action: String) async throws {
        let files: ContentFiles
        do {
            files = try await releases.files(of: number)
        } catch ReleaseError.noSuchRelease(let missing) {
            try await releases.log(actor: actor, action: action, channel: channel, number: number, outcome: "refused: no such release")
            throw ReleaseError.noSuchRelease(missing)
        }
        let problems = releaseProblems(files)
        guard problems.isEmpty else {
            try await releases.log(actor: actor, action: action, channel: channel, number: number,
                                   outcome: "refused: no longer valid with this server's apps, first \(problems[0])")
            throw ReleaseError.invalid(problems)
        }
    }
}
