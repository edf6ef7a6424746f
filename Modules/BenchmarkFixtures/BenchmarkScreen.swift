import PlayerContract
import SDUI

/// A screen of `count` components of the kinds a real screen mixes, and the
/// same screen after a refresh that changed some of them: one fixture for the
/// terminal benchmark's printed ratios and the allocation budgets
/// (`Performance/`), so both measure the same screen.
public enum BenchmarkScreen {
    /// The screen; components whose index is in `changed` carry `version` in their text.
    public static func make(count: Int, changed: Set<Int> = [], version: Int = 1) -> Screen {
        var sections: [Section] = []
        var components: [Component] = []
        for index in 0..<count {
            let mark = changed.contains(index) ? " (updated \(version))" : ""
            let id = "c\(index)"
            let content: any ComponentContent
            switch index % 8 {
            case 0:
                content = DetailRowComponent(addition: "\(index)", title: "Parcel 3S\(100_000 + index)\(mark)",
                                             subtitle: "Your Sports Shop · Tuesday", disclosureText: "Delivered",
                                             primaryAction: .navigate(NavigateAction(destination: "parcels/\(index)")))
            case 1:
                content = TrackComponent(title: "Concerto No. \(index % 6 + 1): Allegro\(mark)", subtitle: "J. S. Bach",
                                         duration: Double(120 + index % 300), action: .refresh)
            case 2:
                content = TextComponent(paragraphs: ["Paragraph \(index)\(mark): every screen of these apps comes from the server, "
                                                     + "which chooses what your version of the app can show."])
            case 3:
                content = ButtonComponent(label: "Action \(index)\(mark)", style: .primary, action: .back)
            case 4:
                content = ToggleComponent(label: "Option \(index)\(mark)", stateKey: "option\(index)")
            case 5:
                content = ArtworkRowComponent(image: ImageReference(url: "https://img.example/\(index).jpg"), addition: "2024",
                                              title: "Album \(index)\(mark)", subtitle: "Orchestra", action: .refresh)
            case 6:
                content = DividerComponent()
            default:
                content = DetailRowComponent(title: "Setting \(index)\(mark)", disclosureText: "東京 \(index)")
            }
            components.append(Component(id: id, content: content))
            if components.count == 100 {
                sections.append(Section(id: "s\(sections.count)", heading: SectionHeading(title: "Section \(sections.count + 1)"),
                                        components: components))
                components = []
            }
        }
        if !components.isEmpty { sections.append(Section(id: "s\(sections.count)", components: components)) }
        return Screen(id: "benchmark", title: "1,000 components", sections: sections)
    }
}
