import SDUI

/// The 401 flow: show the login screen, and once signed in, retry what was asked.
///
/// When a screen load or a command answers 401 and the session has an
/// `AuthenticationRoute`, the failed screen stays on the stack (showing
/// its error) and the login screen is pushed above it. When an action of
/// one of the route's `signInActions` then succeeds while that login screen
/// is still on the stack, the session retries:
/// - a screen: the login screen (and anything the sign-in action pushed) is
///   removed and the failed screen reloads; when the sign-in action already
///   opened that same screen, it is kept instead and the failed copy and the
///   login screen are removed under it, so it loads once;
/// - a command: the login screen and anything above it are removed and the
///   command runs again with its screen's state.
/// Leaving the login screen (back) abandons the retry. A 401 from the login
/// screen itself, or while it is on top, does not open another one.
extension Session {
    /// What to do once signed in, and which login entry it waits on.
    struct PendingSignIn: Sendable {
        indirect enum Retry: Sendable {
            case reload(entryID: Int)
            case action(Action)
        }

        let retry: Retry
        let loginEntryID: Int
    }

    /// Pushes the login screen and remembers `retry`; nothing when no route is configured.
    func requireSignIn(retrying retry: PendingSignIn.Retry) async {
        guard let route = authentication else { return }
        if let top, top.screenPath == route.screen { return }
        if case .reload(let entryID) = retry, entry(entryID)?.screenPath == route.screen { return }
        let login = makeEntry(.screen(route.screen), presentation: route.presentation, prefetched: nil)
        stack.append(login)
        pendingSignIn = PendingSignIn(retry: retry, loginEntryID: login.id)
        await presenter.sessionDidChange(.stackChanged(top: login, depth: stack.count))
        _ = await load(entryID: login.id)
    }

    /// Called after an action of a sign-in type succeeded.
    func resumeAfterSignIn() async {
        guard let pending = pendingSignIn else { return }
        pendingSignIn = nil
        guard let loginIndex = stack.firstIndex(where: { $0.id == pending.loginEntryID }) else { return }
        switch pending.retry {
        case .reload(let entryID):
            guard let failedIndex = stack.firstIndex(where: { $0.id == entryID }), failedIndex < loginIndex else { return }
            if let top = stack.last, top.id != pending.loginEntryID, top.location == stack[failedIndex].location, top.screen != nil {
                stack.removeSubrange(failedIndex..<(stack.count - 1))
                await presenter.sessionDidChange(.stackChanged(top: stack.last, depth: stack.count))
                return
            }
            stack.removeSubrange(loginIndex...)
            await presenter.sessionDidChange(.stackChanged(top: stack.last, depth: stack.count))
            await retry()
        case .action(let action):
            stack.removeSubrange(loginIndex...)
            await presenter.sessionDidChange(.stackChanged(top: stack.last, depth: stack.count))
            _ = await run(action)
        }
    }
}
