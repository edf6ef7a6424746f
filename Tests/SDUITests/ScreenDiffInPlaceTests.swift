import Testing
@testable import SDUI

/// `ScreenDiff` walks two screens side by side when they hold the same ids
/// in the same places (a tick, a toggle), and indexes both by id otherwise.
/// The walk must say exactly what the index says, ids used twice included.
@Suite("Screen diff: the side-by-side walk agrees with the index")
struct ScreenDiffInPlaceTests {
    /// A fixed sequence, so a failure is the same on every run.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// Ids from a small pool, so some screens use one twice.
    static func component(depth: Int, _ random: inout Sequence) -> Component {
        let id = "c\(Int.random(in: 0..<14, using: &random))"
        if depth < 3, Bool.random(using: &random) {
            let children = (0..<Int.random(in: 0...3, using: &random)).map { _ in component(depth: depth + 1, &random) }
            return Component(id: id, content: ColumnComponent(spacing: Double(Int.random(in: 0...1, using: &random)), children: children))
        }
        return Component(id: id, content: TextComponent(paragraphs: ["text \(Int.random(in: 0...2, using: &random))"]))
    }

    static func screen(_ random: inout Sequence) -> Screen {
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { index in
            Section(id: "s\(index)", components: (0..<Int.random(in: 1...6, using: &random)).map { _ in component(depth: 0, &random) })
        }
        return Screen(id: "diff", title: "Diff", sections: sections)
    }

    /// The same ids in the same places, some texts and some columns' own fields changed.
    static func changedInPlace(_ component: Component, _ random: inout Sequence) -> Component {
        if let column = component.content(as: ColumnComponent.self) {
            let spacing = Int.random(in: 0..<4, using: &random) == 0 ? (column.spacing ?? 0) + 1 : column.spacing
            return Component(id: component.id, content: ColumnComponent(spacing: spacing,
                                                                        children: column.children.map { changedInPlace($0, &random) }))
        }
        guard Int.random(in: 0..<3, using: &random) == 0 else { return component }
        return Component(id: component.id, content: TextComponent(paragraphs: ["text \(Int.random(in: 0...2, using: &random))"]))
    }

    /// An id renamed, a component added or one taken away, somewhere.
    static func reshaped(_ screen: Screen, _ random: inout Sequence) -> Screen {
        var sections = screen.sections
        let index = Int.random(in: 0..<sections.count, using: &random)
        var components = sections[index].components
        switch Int.random(in: 0..<3, using: &random) {
        case 0: components.append(component(depth: 0, &random))
        case 1 where components.count > 1: components.removeLast()
        default: components[0] = Component(id: "renamed", content: TextComponent(paragraphs: ["renamed"]))
        }
        sections[index] = Section(id: sections[index].id, components: components)
        return Screen(id: screen.id, title: screen.title, sections: sections)
    }

    @Test("2,000 pairs of random screens: the walk gives the index's answer, or steps aside when the ids moved")
    func agrees() {
        var random = Sequence(state: 53)
        var walked = 0, steppedAside = 0
        for round in 0..<2_000 {
            let before = Self.screen(&random)
            var after = Screen(id: before.id, title: before.title, sections: before.sections.map { section in
                Section(id: section.id, components: section.components.map { Self.changedInPlace($0, &random) })
            })
            if round % 4 == 3 { after = Self.reshaped(after, &random) }
            let index = ScreenDiff.byIndex(before, after)
            if let inPlace = ScreenDiff.updatedInPlace(before, after) {
                walked += 1
                #expect(inPlace.inserted == index.inserted && inPlace.removed == index.removed && inPlace.updated == index.updated,
                        "round \(round): walked \(inPlace.updated), indexed \(index.updated)")
            } else {
                steppedAside += 1
            }
            let diff = ScreenDiff(from: before, to: after)
            #expect(diff.inserted == index.inserted && diff.removed == index.removed && diff.updated == index.updated)
        }
        // Every pair with the same shape is walked; most reshaped ones are not.
        #expect(walked >= 1_500 && steppedAside > 0, "walked \(walked), stepped aside \(steppedAside)")
    }

    @Test("an id used twice: the first place counts, whether its subtree is equal or not")
    func duplicates() {
        let text = { (id: String, words: String) in Component(id: id, content: TextComponent(paragraphs: [words])) }
        let before = Screen(id: "d", sections: [Section(id: "s", components: [text("x", "a"), text("x", "b"), text("y", "c")])])
        let secondChanged = Screen(id: "d", sections: [Section(id: "s", components: [text("x", "a"), text("x", "B"), text("y", "c")])])
        let firstChanged = Screen(id: "d", sections: [Section(id: "s", components: [text("x", "A"), text("x", "b"), text("y", "C")])])
        #expect(ScreenDiff(from: before, to: secondChanged).updated == [])
        #expect(ScreenDiff(from: before, to: firstChanged).updated == ["x", "y"])
        #expect(ScreenDiff.updatedInPlace(before, secondChanged)?.updated == ScreenDiff.byIndex(before, secondChanged).updated)
    }
}
