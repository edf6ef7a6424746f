import JSON
import SDUIContract

extension ScreenResponse {
    /// A screen without its `timers` for a client that does not run them
    /// (§8.5): each timer's key holds its starting value (its duration in
    /// milliseconds, or 0), unless the screen's `initialState` sets the key
    /// already, so what reads the key still reads a number ("2:00" left).
    /// Actions that start or stop timers go the way of any action the
    /// client does not declare: removed, or replaced by their `fallback`.
    func withoutTimers(_ document: JSONValue) -> JSONValue {
        guard !filter.client.runsTimers, case .object(var screen) = document,
              screen["sections"] != nil, let timers = screen["timers"] else { return document }
        screen["timers"] = Optional<JSONValue>.none
        var state = screen["initialState"]?.objectValue ?? [:]
        for timer in (timers.arrayValue ?? []).prefix(ScreenTimer.maximumPerScreen) {
            guard let key = timer["key"]?.stringValue, state[key] == nil else { continue }
            let duration = timer["duration"]?.intValue.map { min(max($0, 0), ScreenTimer.maximumDuration) } ?? 0
            state[key] = .number(JSONNumber(duration))
        }
        if !state.isEmpty { screen["initialState"] = .object(state) }
        return .object(screen)
    }
}
