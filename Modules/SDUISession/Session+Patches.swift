import SDUI

extension Session {
    /// Applies a command's patch to the top screen, whole or not at all, and
    /// redraws what changed. False when it cannot be applied (another screen
    /// is on top, or an operation does not fit the screen as shown, which is
    /// reported as a diagnostic): the caller then loads the screen again.
    ///
    /// The patch goes into the screen's document when its targets are there
    /// (`ScreenDocument.applying(_:)`): once, so what it puts on the screen
    /// reads the state like the rest. A target only a loaded page holds is
    /// reached over the pages instead (`NavigationEntry.overlayPatches`).
    func apply(_ patch: Patch) async -> Bool {
        guard let top = stack.last, let screen = top.screen, let load = top.load else { return false }
        guard top.screenPath == patch.screen else { return false }
        var patchedLoad: ScreenLoad?
        if let document = load.document, let patched = try? document.applying(patch) {
            patchedLoad = load.replacing(document: patched)
        }
        do throws(PatchError) {
            if patchedLoad == nil { _ = try screen.applying(patch) }
        } catch {
            await notifyObservers(.diagnosticsSeen(path: top.path, diagnostics: [
                Diagnostic(kind: .invalidElement, path: "patch", reason: "\(error); the screen is loaded again instead"),
            ]))
            return false
        }
        update(entryID: top.id) { entry in
            entry.patches.append(patch)
            if let patchedLoad {
                entry.phase = .loaded(patchedLoad)
            } else {
                entry.overlayPatches.append(patch)
            }
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
