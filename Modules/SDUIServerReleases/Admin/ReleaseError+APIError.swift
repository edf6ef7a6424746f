import JSON
import SDUIServer

/// A release operation's refusal as the admin API answers it.
extension ReleaseError {
    /// A refusal as the answer it is: 422 with every problem, 404, 409, 503.
    var apiError: APIError {
        switch self {
        case .invalid(let problems):
            let list = problems.map { problem -> JSONValue in
                .object(["file": .string(problem.file), "path": .string(problem.path), "reason": .string(problem.reason)])
            }
            return APIError(.unprocessableContent, code: "release_invalid", message: description,
                            extraMembers: ["problems": .array(list)])
        case .noSuchRelease: return APIError(.notFound, code: "no_such_release", message: description)
        case .nothingOn, .nothingEarlier: return APIError(.conflict, code: "nothing_to_move", message: description)
        case .invalidShare: return APIError(.badRequest, code: "invalid_share", message: description, field: "percent")
        case .noRollout: return APIError(.conflict, code: "no_rollout", message: description)
        case .noDatabase: return APIError(.serviceUnavailable, code: "no_release_store", message: description)
        case .damaged: return APIError(.internalServerError, code: "release_damaged", message: description)
        }
    }
}
