import SDUI
import SDUISession

/// Runs `keepOffline`: keeps the screen with its pictures and says so in the
/// status line (how much is kept of the limits), or says why not (the
/// limits, no copy). The outcome carries the same words, for observers.
public struct KeepOfflineHandler: ActionHandler {
    let shelf: OfflineShelf

    public init(shelf: OfflineShelf) {
        self.shelf = shelf
    }

    public func run(_ keep: KeepOfflineAction, in context: any ActionContext) async -> ActionOutcome {
        let kept: OfflineShelf.Kept
        do throws(KeepError) {
            kept = try await shelf.keep(path: keep.path)
        } catch {
            return await Self.say(.failed("Not kept for offline: \(error)"), in: context)
        }
        let limits = shelf.limits
        let pictures = kept.pictures == 1 ? "1 picture" : "\(kept.pictures) pictures"
        var message = "Kept “\(kept.title)” for offline with \(pictures) (\(kept.usage.screens) of \(limits.maximumScreens) screens, "
            + "\(KeepError.size(kept.usage.bytes)) of \(KeepError.size(limits.maximumBytes)))"
        if kept.missingPictures > 0 {
            message += "; \(kept.missingPictures) could not be downloaded and will show placeholders"
        }
        return await Self.say(.completedWithMessage(message), in: context)
    }

    /// Shows the outcome's words to the person (the terminal's status line) and returns it.
    static func say(_ outcome: ActionOutcome, in context: any ActionContext) async -> ActionOutcome {
        switch outcome {
        case .completedWithMessage(let message), .failed(let message): await context.showMessage(message)
        case .completed, .cancelled: break
        }
        return outcome
    }
}

/// Runs `removeOffline`: the screen is no longer kept (its copy stays in the
/// ordinary cache until evicted).
public struct RemoveOfflineHandler: ActionHandler {
    let shelf: OfflineShelf

    public init(shelf: OfflineShelf) {
        self.shelf = shelf
    }

    public func run(_ remove: RemoveOfflineAction, in context: any ActionContext) async -> ActionOutcome {
        do throws(KeepError) {
            let removed = try await shelf.remove(path: remove.path)
            return await KeepOfflineHandler.say(.completedWithMessage(
                removed.wasKept ? "“\(removed.title)” is no longer kept for offline" : "“\(removed.title)” was not kept for offline"),
                in: context)
        } catch {
            return await KeepOfflineHandler.say(.failed("Not removed from offline: \(error)"), in: context)
        }
    }
}

/// Refreshes a kept screen's pictures after the screen was shown with a new
/// body (revalidated online), in the background: a view never waits for it.
struct KeptScreenRefresher: SessionObserver {
    let shelf: OfflineShelf

    func observe(_ event: SessionEvent) async {
        guard case .screenViewed(let path, _, _) = event else { return }
        let shelf = shelf
        Task { await shelf.refresh(path: path) }
    }
}
