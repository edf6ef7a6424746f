import SDUI

extension Session {
    /// Applies a command's patch to the top screen, whole or not at all, and
    /// redraws what changed. False when it cannot be applied (another screen
    /// is on top, or an operation does not fit the screen as shown, which is
    /// reported as a diagnostic): the caller then loads the screen again.
    func apply(_ patch: Patch) async -> Bool {
        guard let top = stack.last, let screen = top.screen else { return false }
        guard top.screenPath == patch.screen else { return false }
        do throws(PatchError) {
            _ = try screen.applying(patch)
        } catch {
            await notifyObservers(.diagnosticsSeen(path: top.path, diagnostics: [
                Diagnostic(kind: .invalidElement, path: "patch", reason: "\(error); the screen is loaded again instead"),
            ]))
            return false
        }
        update(entryID: top.id) { entry in
            entry.patches.append(patch)
            for (key, value) in patch.state ?? [:] {
                entry.state[key] = value
                // The server's value now: a later load that sends it again is not taken for the user's.
                entry.serverState?[key] = value
            }
        }
        await stateDidChange(entryID: top.id, from: screen)
        return true
    }
}
