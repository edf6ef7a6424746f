import JSON
import Logging
import SDUIContract

extension APIHandlers {
    /// A command's result as this client takes it. A `done` result's patch
    /// is checked against its screen built again (`PatchCheck`) and its
    /// components filtered for the client like a screen's; a client without
    /// `f:patches@1`, or a patch that fails the check (logged), gets
    /// `refresh: true` instead, so the screen is right either way.
    func prepared(_ result: CommandResult, client: Client, logger: Logger) async throws -> JSONValue {
        guard case .done(var done) = result, let patch = done.patch else { return try JSONBody.value(result) }
        var problem: String?
        if !client.profile.appliesPatches {
            problem = nil
        } else {
            do {
                let screen = try await environment.catalog.document(at: patch.screen, for: client.screen).build().document
                problem = PatchCheck(screen: screen).problem(with: patch)
            } catch {
                problem = "the screen '\(patch.screen)' could not be built to check it: \(error)"
            }
            if problem == nil {
                var value = try JSONBody.value(result)
                if case .object(var object) = value, let encoded = object["patch"] {
                    object["patch"] = screenResponse(for: client).filter.filter(encoded)
                    value = .object(object)
                }
                return value
            }
        }
        if let problem {
            logger.error("a command's patch was not sent; the client loads the screen again instead",
                         metadata: ["screen": .string(patch.screen.description), "problem": .string(problem)])
        }
        done.patch = nil
        done.refresh = true
        return try JSONBody.value(CommandResult.done(done))
    }
}
