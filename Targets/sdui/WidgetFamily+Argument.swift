import ArgumentParser
import TerminalUI

/// `--size small|medium|large` for `sdui widget`.
extension WidgetView.Family: ExpressibleByArgument {}
