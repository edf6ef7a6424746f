import PlayerTerminal
import SDUI
import TerminalUI

/// The renderers the benchmarks draw with: the core's and the track's. The
/// benchmark screens are mostly tracks (`BenchmarkScreen`, `BenchmarkTrackList`),
/// a player type since the track left the core; drawn with the core's
/// renderers alone they would be left out, and the benchmarks would measure
/// an empty list.
public enum BenchmarkTerminal {
    public static func registry() throws(RegistrationError) -> TerminalRegistry {
        try TerminalRegistry.coreWithTracks()
    }
}
