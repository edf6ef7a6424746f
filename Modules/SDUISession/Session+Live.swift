import SDUI

extension Session {
    /// Follows the top screen when it is live (`Screen.live`) and the
    /// transport can stream; stops following anything else. Called whenever
    /// the top of the stack or its screen changes.
    func followLiveScreen() {
        guard let top = stack.last, top.screen?.live == true, let path = top.screenPath,
              let follower = LiveFollower(screen: path, api: api), top.load?.isOffline == false else {
            stopFollowingLive()
            return
        }
        guard liveFollow?.entryID != top.id else { return }
        stopFollowingLive()
        let entryID = top.id
        // Holds the session until cancelled: `stopFollowingLive` (the screen leaves the top, `end()`).
        let task = Task {
            await follower.run(
                lastEventID: { await self.entry(entryID)?.load?.etag },
                connected: { up in await self.liveConnection(up, entryID: entryID) },
                changed: { _ in await self.liveScreenChanged(entryID: entryID) })
        }
        liveFollow = (entryID, task)
    }

    /// Whether the top screen's live stream is connected now (for tests and status lines).
    public var isLiveConnected: Bool { liveConnected && liveFollow?.entryID == stack.last?.id }

    func stopFollowingLive() {
        liveFollow?.task.cancel()
        liveFollow = nil
        liveConnected = false
    }

    private func liveConnection(_ up: Bool, entryID: Int) {
        guard liveFollow?.entryID == entryID else { return }
        liveConnected = up
    }

    /// The server says the live screen changed: revalidate it (a 304 when
    /// the client caught up meanwhile), drawing only what changed.
    private func liveScreenChanged(entryID: Int) async {
        guard let top = stack.last, top.id == entryID, !top.isLoading else { return }
        _ = await refresh(quietly: true)
    }
}
