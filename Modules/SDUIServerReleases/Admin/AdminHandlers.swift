import Hummingbird
import JSON
import SDUIServer

/// The admin API's handlers (`AdminEndpoint`): the release operations of
/// `ServerEnvironment+Releases` over HTTP, for an admin's token with the
/// role each needs. Every refusal for want of a token or a role is written
/// to the release log, as every operation is.
struct AdminHandlers: Sendable {
    let environment: ServerEnvironment
    let configuration: AdminConfiguration

    func handler(for endpoint: AdminEndpoint) -> ServerRoutes.Handler {
        { request, context in
            do {
                return try await run(endpoint, request: request, context: context)
            } catch let error as ReleaseError {
                throw error.apiError
            }
        }
    }

    private func run(_ endpoint: AdminEndpoint, request: Request, context: SDUIRequestContext) async throws -> Response {
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
            let body = try await JSONRequestBody.read(request, context: context, limit: configuration.maximumReleaseBodySize)
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
}
