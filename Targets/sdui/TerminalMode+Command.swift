import ArgumentParser
import TerminalUI

extension TerminalMode {
    /// Raw mode and the alternate screen for an interactive command, or the
    /// reason it cannot have them as the command's usage error.
    static func enterForCommand(output: StandardOutput) throws -> TerminalMode {
        do throws(TerminalMode.Failure) {
            return try TerminalMode.enter(output: output)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
