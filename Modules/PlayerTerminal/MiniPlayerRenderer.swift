import Player
import PlayerContract
import SDUI
import TerminalUI

/// `miniPlayer`: the mini-player where a screen puts it. While something
/// plays it is the same line as the bottom bar, and Enter on it plays or
/// pauses; otherwise it says nothing plays.
///
/// ```
/// ▶ Concerto No. 3: Allegro — J.S. Bach                   1:23 / 5:44
/// ♪ Nothing is playing
/// ```
struct MiniPlayerRenderer: ContentRenderer {
    static let idleText = "♪ Nothing is playing"

    let nowPlaying: NowPlaying

    func render(_ content: MiniPlayerComponent, id: String, in context: RenderContext) -> [RenderedLine] {
        // The position moves on its own: never reuse a drawing of this row.
        context.markLive()
        let titleStyle = context.style(context.theme.title, focusedWhen: id)
        guard var line = MiniPlayerLine.line(nowPlaying.snapshot, width: context.width, theme: context.theme,
                                             titleStyle: titleStyle)
        else {
            return [RenderedLine(Self.idleText, style: context.theme.secondary)]
        }
        let toggle = Action.custom(CustomAction(PlayerControlAction(command: .togglePause)))
        line.anchors.append(FocusTarget(id: id, componentID: id, label: "Play or pause", kind: .action(toggle)))
        return [line]
    }
}
