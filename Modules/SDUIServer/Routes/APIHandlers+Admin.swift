import Hummingbird
import JSON

/// The admin API (`AdminEndpoint`, served with `--admin`): the release
/// operations of `ServerEnvironment+Releases` over HTTP, for an admin's
/// token with the role each needs. Every refusal for want of a token or a
/// role is written to the release log, as every operation is.
extension APIHandlers {
    /// A release's body may hold every screen: larger than other bodies.
    static let maximumReleaseBodySize = 32 * 1024 * 1024

    func admin(_ endpoint: AdminEndpoint) -> APIRoutes.Handler {
        { request, context in
            do {
                return try await adminAnswer(endpoint, request: request, context: context)
            } catch let error as ReleaseError {
                throw Self.apiError(error)
            }
        }
    }

    private func adminAnswer(_ endpoint: AdminEndpoint, request: Request, context: SDUIRequestContext) async throws -> Response {
        let releases = try environment.releases
        let admin = try await authorize(request, for: endpoint, releases: releases)
        switch endpoint {
        case .listReleases:
            let on = try await releases.channelsByRelease()
            let list = try await releases.releases(limit: Self.limit(request)).map { release -> JSONValue in
                var object = Self.document(release)
                object["channels"] = .array((on[release.number] ?? []).map { .string($0.rawValue) })
                return .object(object)
            }
            return try Self.answer(["releases": .array(list)])
        case .publish:
            let body = try await JSONRequestBody.read(request, context: context, limit: Self.maximumReleaseBodySize)
            let (files, note, channel) = try Self.publication(body)
            if channel == .live, admin.role < .publisher {
                try await refuse(admin.name, endpoint, releases: releases, "publishing to live needs the publisher role")
            }
            let release = try await environment.publishRelease(files, author: admin.name, note: note, to: channel)
            var object = Self.document(release)
            object["channels"] = .array([.string(channel.rawValue)])
            return try JSONBody.response(.object(object), status: .created, headers: [.cacheControl: "no-store"])
        case .diff:
            let from = try Self.releaseNumber(context.parameters.get("from"), name: "from")
            let to = try Self.releaseNumber(context.parameters.get("to"), name: "to")
            let diff = try await environment.releaseDiff(from: from, to: to)
            return try Self.answer([
                "from": .number(JSONNumber(diff.from)), "to": .number(JSONNumber(diff.to)),
                "added": .array(diff.added.map(JSONValue.string)), "removed": .array(diff.removed.map(JSONValue.string)),
                "changed": .array(diff.changed.map { change in
                    .object(["file": .string(change.file), "paths": .array(change.paths.map(JSONValue.string))])
                }),
            ])
        case .rollback:
            let body = try await JSONRequestBody.read(request, context: context, allowEmpty: true)
            var target: Int?
            if let to = body["to"], !to.isNull {
                guard let number = to.intValue, number > 0 else {
                    throw APIError(.badRequest, code: "invalid_body", message: "'to' must be a release number (a positive integer) or absent.", field: "to")
                }
                target = number
            }
            let live = try await environment.rollbackRelease(to: target, actor: admin.name)
            return try Self.answer(["live": .number(JSONNumber(live))])
        case .promote:
            let live = try await environment.promoteRelease(actor: admin.name)
            return try Self.answer(["live": .number(JSONNumber(live))])
        case .rollout:
            let body = try await JSONRequestBody.read(request, context: context)
            if body["stop"]?.boolValue == true {
                try await environment.stopRollout(actor: admin.name)
                return try Self.answer(["rollout": .null])
            }
            let number = try Self.releaseNumber(body["release"]?.intValue.map(String.init), name: "release")
            guard let percent = body["percent"]?.intValue else {
                throw APIError(.badRequest, code: "invalid_body", message: "'percent' must be a whole number from 1 to 100.", field: "percent")
            }
            try await environment.rolloutRelease(number, percent: percent, actor: admin.name)
            let rollout: JSONValue = percent == 100 ? .null : .object(["release": .number(JSONNumber(number)), "percent": .number(JSONNumber(percent))])
            return try Self.answer(["rollout": rollout])
        case .log:
            let entries = try await releases.logEntries(limit: Self.limit(request)).map { entry -> JSONValue in
                var object: JSONObject = [
                    "id": .number(JSONNumber(entry.id)), "at": .number(JSONNumber(entry.at)), "actor": .string(entry.actor),
                    "action": .string(entry.action), "outcome": .string(entry.outcome),
                ]
                if let channel = entry.channel { object["channel"] = .string(channel) }
                if let number = entry.number { object["number"] = .number(JSONNumber(number)) }
                return .object(object)
            }
            return try Self.answer(["entries": .array(entries)])
        }
    }

    /// The admin whose token the request carries, if their role allows `endpoint`; else 401 or 403, logged.
    private func authorize(_ request: Request, for endpoint: AdminEndpoint, releases: ReleaseStore) async throws -> Admin {
        let token: String?
        do {
            token = try BearerCredential.token(in: request)
        } catch {
            try await refuse(nil, endpoint, releases: releases, "malformed Authorization header")
        }
        guard let token else { try await refuse(nil, endpoint, releases: releases, "no token") }
        guard let admin = try await releases.admins.admin(forToken: token) else {
            try await refuse(nil, endpoint, releases: releases, "unknown token")
        }
        if admin.role < endpoint.role {
            try await refuse(admin.name, endpoint, releases: releases, "\(endpoint.rawValue) needs the \(endpoint.role.rawValue) role")
        }
        return admin
    }

    /// Logs the refusal and throws it: 401 without an admin, 403 with one.
    private func refuse(_ admin: String?, _ endpoint: AdminEndpoint, releases: ReleaseStore, _ reason: String) async throws -> Never {
        try await releases.log(actor: admin ?? "(no admin)", action: endpoint.rawValue, channel: nil, number: nil,
                               outcome: "refused: \(reason)")
        guard let admin else { throw APIError.unauthorized("The admin API needs an admin's token (sdui-server admin add): \(reason).") }
        throw APIError(.forbidden, code: "forbidden", message: "\(admin) may not do this: \(reason).")
    }

    /// `{"note": "…", "channel": "live"|"staging", "files": {"screens/home.json": {…}, "experiments.json": {…}}}`.
    static func publication(_ body: JSONValue) throws(APIError) -> (ContentFiles, note: String, channel: ReleaseChannel) {
        func invalid(_ field: String, _ message: String) -> APIError {
            APIError(.badRequest, code: "invalid_body", message: message, field: field)
        }
        guard let note = body["note"]?.stringValue, !note.isEmpty, note.count <= 500 else {
            throw invalid("note", "'note' must be text of 1 to 500 characters: why this release.")
        }
        guard let channel = body["channel"]?.stringValue.flatMap(ReleaseChannel.init(rawValue:)) else {
            throw invalid("channel", "'channel' must be \"live\" or \"staging\".")
        }
        guard case .object(let members)? = body["files"] else {
            throw invalid("files", "'files' must be an object of file names (screens/….json) to screen documents.")
        }
        var files: [String: [UInt8]] = [:]
        for (name, document) in members {
            guard case .object = document else { throw invalid("files", "files[\"\(name)\"] must be a JSON object (a screen, or the experiments).") }
            do {
                files[name] = try JSONBody.bytes(document)
            } catch {
                throw invalid("files", "files[\"\(name)\"] cannot be written as JSON: \(error).")
            }
        }
        return (ContentFiles(files: files), note, channel)
    }

    static func releaseNumber(_ text: String?, name: String) throws(APIError) -> Int {
        guard let text, let number = CanonicalDecimal.parse(text), number > 0 else {
            throw APIError(.badRequest, code: "invalid_release", message: "'\(name)' must be a release number (a positive integer).")
        }
        return number
    }

    /// `?limit=` between 1 and 1,000; 100 when absent.
    static func limit(_ request: Request) throws(APIError) -> Int {
        guard let text = request.uri.queryParameters["limit"] else { return 100 }
        guard let limit = CanonicalDecimal.parse(text), (1...1000).contains(limit) else {
            throw APIError(.badRequest, code: "invalid_limit", message: "'limit' must be a number from 1 to 1000.")
        }
        return limit
    }

    static func document(_ release: Release) -> JSONObject {
        [
            "number": .number(JSONNumber(release.number)), "author": .string(release.author), "note": .string(release.note),
            "createdAt": .number(JSONNumber(release.createdAt)), "digest": .string(release.digest),
            "files": .number(JSONNumber(release.fileCount)),
        ]
    }

    static func answer(_ object: JSONObject) throws -> Response {
        try JSONBody.response(.object(object), headers: [.cacheControl: "no-store"])
    }

    /// A refusal as the answer it is: 422 with every problem, 404, 409, 503.
    static func apiError(_ error: ReleaseError) -> APIError {
        switch error {
        case .invalid(let problems):
            let list = problems.map { problem -> JSONValue in
                .object(["file": .string(problem.file), "path": .string(problem.path), "reason": .string(problem.reason)])
            }
            return APIError(.unprocessableContent, code: "release_invalid", message: error.description,
                            extraMembers: ["problems": .array(list)])
        case .noSuchRelease: return APIError(.notFound, code: "no_such_release", message: error.description)
        case .nothingOn, .nothingEarlier: return APIError(.conflict, code: "nothing_to_move", message: error.description)
        case .invalidShare: return APIError(.badRequest, code: "invalid_share", message: error.description, field: "percent")
        case .noRollout: return APIError(.conflict, code: "no_rollout", message: error.description)
        case .noDatabase: return APIError(.serviceUnavailable, code: "no_release_store", message: error.description)
        case .damaged: return APIError(.internalServerError, code: "release_damaged", message: error.description)
        }
    }
}
