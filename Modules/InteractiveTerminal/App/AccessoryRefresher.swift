import TerminalUI
import Synchronization

/// One refresh of every accessory, numbered in the order the refreshes
/// started, so an older answer (a tick that began before a key) never
/// replaces a newer one when the two finish the other way round.
struct AccessoryRound: Sendable {
    let stamp: Int
    /// One per accessory, in the app's order.
    let updates: [AccessoryUpdate]
}

/// Asks the app's accessories for their state, in order, numbering each round.
final class AccessoryRefresher: Sendable {
    let accessories: [any TerminalAccessory]
    private let rounds = Atomic<Int>(0)

    init(_ accessories: [any TerminalAccessory]) {
        self.accessories = accessories
    }

    /// Nil when there is no accessory to ask.
    func refresh() async -> AccessoryRound? {
        guard !accessories.isEmpty else { return nil }
        let stamp = rounds.add(1, ordering: .relaxed).newValue
        var updates: [AccessoryUpdate] = []
        for accessory in accessories { updates.append(await accessory.refresh()) }
        return AccessoryRound(stamp: stamp, updates: updates)
    }
}
