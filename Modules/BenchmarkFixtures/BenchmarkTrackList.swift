import PlayerContract
import SDUI

/// A screen whose one `lazyList` holds `rows` tracks: what the terminal
/// benchmark and the allocation budgets measure the first frame of, with
/// every row laid out against the interactive app's `LazyRows`.
public enum BenchmarkTrackList {
    public static func make(rows: Int) -> Screen {
        let tracks = (0..<rows).map { index in
            Component(id: "t\(index)", content: TrackComponent(
                title: "Track \(index + 1): Allegro", subtitle: "J. S. Bach", duration: Double(120 + index % 300),
                action: .refresh))
        }
        return Screen(id: "long", title: "\(rows) tracks",
                      sections: [Section(id: "main", components: [Component(id: "list", content: LazyListComponent(children: tracks))])])
    }
}
