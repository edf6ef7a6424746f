import JSON
import SDUIContract
import SDUIServer

extension PreviewDocument {
    /// The screen's triggers, timers and components' impressions under the
    /// screen, each action described as a button's is, so an author sees
    /// what the screen does with no key pressed; each kind says whether the
    /// chosen client is sent it, and what it gets instead when it is not.
    static func drawReactions(_ reactions: ScreenReactions, into page: inout HTMLPage) {
        guard !reactions.isEmpty else { return }
        page.raw("<section class=\"reactions\"><h2>What the screen does by itself</h2>")
        if !reactions.triggers.isEmpty {
            heading("Triggers", count: reactions.triggers.count, sent: reactions.sendsTriggers,
                    needs: [CoreContract.triggers, CoreContract.expressions],
                    instead: "the screen without them: each control sets its own key, and commands send the state as the person set it",
                    into: &page)
            for trigger in reactions.triggers {
                page.raw("<li class=\"trigger\" data-id=\"\(HTMLText.escape(trigger.id))\"><code>")
                page.text(trigger.id)
                page.raw("</code> ")
                if let keys = trigger.keys { page.text("when \(keys.joined(separator: ", ")) change" + (trigger.when == nil ? "" : ", ")) }
                if let when = trigger.when {
                    page.text(trigger.keys == nil ? "when " : "while ")
                    page.raw("<code>"); page.text(written(when)); page.raw("</code>")
                    page.text(trigger.keys == nil ? " becomes true" : " is true")
                }
                page.text(": ")
                actions(trigger.actions, into: &page)
                page.raw("</li>")
            }
            page.raw("</ul>")
        }
        if !reactions.timers.isEmpty {
            heading("Timers", count: reactions.timers.count, sent: reactions.sendsTimers,
                    needs: [CoreContract.timers, CoreContract.expressions],
                    instead: "no timers, and each timer's key at its starting value", into: &page)
            for timer in reactions.timers {
                page.raw("<li class=\"timer\" data-id=\"\(HTMLText.escape(timer.id))\"><code>")
                page.text(timer.id)
                page.raw("</code> ")
                page.text(timer.duration.map { "counts down \($0) ms" } ?? "counts up")
                if let until = timer.until { page.text(" until "); page.raw("<code>"); page.text(written(until)); page.raw("</code>") }
                page.text(", a tick every \(timer.tick) ms")
                if let key = timer.key { page.text(" into "); page.raw("<code>"); page.text(key); page.raw("</code>") }
                page.text(timer.autostart ? ", starts with the screen" : ", started by an action")
                if !timer.onTick.isEmpty { page.text("; each tick: "); actions(timer.onTick, into: &page) }
                if !timer.onEnd.isEmpty { page.text("; at its end: "); actions(timer.onEnd, into: &page) }
                page.raw("</li>")
            }
            page.raw("</ul>")
        }
        if !reactions.tracked.isEmpty {
            heading("Impressions", count: reactions.tracked.count, sent: reactions.sendsImpressions,
                    needs: [CoreContract.impressions], instead: "the components without their visibility and disappear actions",
                    into: &page)
            for component in reactions.tracked {
                page.raw("<li class=\"impression\" data-id=\"\(HTMLText.escape(component.id))\"><code>")
                page.text(component.id)
                page.raw("</code> \(HTMLText.escape(component.type.rawValue))")
                for visibility in component.visibilityActions {
                    page.text("; seen (")
                    page.raw("<code>"); page.text(visibility.id); page.raw("</code>")
                    page.text(") at \(visibility.visiblePercentage) % for \(visibility.duration) ms, "
                              + (visibility.limit == 0 ? "each time it comes into view" : "at most \(visibility.limit) a view") + ": ")
                    actions(visibility.actions, into: &page)
                }
                for disappear in component.disappearActions {
                    page.text("; gone (")
                    page.raw("<code>"); page.text(disappear.id); page.raw("</code>")
                    page.text("): ")
                    actions(disappear.actions, into: &page)
                }
                page.raw("</li>")
            }
            page.raw("</ul>")
        }
        page.raw("</section>")
    }

    /// A kind's heading and whether this client is sent it; opens its list.
    private static func heading(_ title: String, count: Int, sent: Bool, needs: [Capability], instead: String, into page: inout HTMLPage) {
        page.raw("<h3>"); page.text("\(title) (\(count))"); page.raw("</h3>")
        if !sent {
            let names = needs.map { "f:\($0)" }.joined(separator: " and ")
            page.raw("<p class=\"left-out\">")
            page.text("Not sent to this client: it does not declare \(names), so it gets \(instead).")
            page.raw("</p>")
        }
        page.raw("<ul>")
    }

    /// Actions as a button shows its own: what each would do.
    private static func actions(_ actions: [Action], into page: inout HTMLPage) {
        for (index, action) in actions.enumerated() {
            if index > 0 { page.text(", ") }
            page.action(action, label: action.type.rawValue)
        }
    }

    /// An expression or value as written: a string without its quotes.
    private static func written(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return (try? value.jsonString([.sortedKeys])) ?? "\(value)"
    }
}
