import Foundation
import Player
import Testing

/// `--player-command` and `SDUI_PLAYER_COMMAND`: splitting the line, which
/// one wins, finding the program, and what the first play says when it is
/// missing. Programs live in a temporary directory the test makes; `PATH`
/// and the working directory are passed in, so nothing depends on the machine.
@Suite("Player command choice")
struct PlayerOutputChoiceTests {
    /// A directory with `player` (executable), `notes` (not executable), `bin/tool` (executable) and `folder/`.
    final class Programs {
        let directory: String

        init() throws {
            directory = NSTemporaryDirectory() + "sdui-player-choice-" + UUID().uuidString
            let files = FileManager.default
            try files.createDirectory(atPath: directory + "/bin", withIntermediateDirectories: true)
            try files.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: true)
            try Self.write(directory + "/player", "#!/bin/sh\nexec sleep 30\n", executable: true)
            try Self.write(directory + "/bin/tool", "#!/bin/sh\nexit 0\n", executable: true)
            try Self.write(directory + "/notes", "not a program\n", executable: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        /// An environment whose `PATH` is this directory only, plus `extra`.
        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            extra.merging(["PATH": directory]) { mine, _ in mine }
        }

        func resolve(_ option: String?, environment extra: [String: String] = [:]) throws -> PlayerOutputChoice {
            try PlayerOutputChoice.resolve(option: option, environment: environment(extra), workingDirectory: directory)
        }

        private static func write(_ path: String, _ text: String, executable: Bool) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }

    static func command(_ choice: PlayerOutputChoice) -> PlayerCommand? {
        if case .command(let command) = choice { return command }
        return nil
    }

    // MARK: Splitting

    @Test("words, quotes and escapes", arguments: [
        ("player -", ["player", "-"]),
        ("  player   --no-video\t-  ", ["player", "--no-video", "-"]),
        ("player 'My Song.wav'", ["player", "My Song.wav"]),
        (#"player "a \"quoted\" word""#, ["player", #"a "quoted" word"#]),
        (#"player "back\\slash" "c:\dir""#, ["player", #"back\slash"#, #"c:\dir"#]),
        (#"player 'single \ keeps "all"'"#, ["player", #"single \ keeps "all""#]),
        (#"player My\ Song \'x"#, ["player", "My Song", "'x"]),
        ("player '' \"\" x", ["player", "", "", "x"]),
        ("player 'it'\"'\"s --title=a' 'b", ["player", "it's", "--title=a b"]),
    ])
    func splits(line: String, words: [String]) throws {
        let programs = try Programs()
        let command = Self.command(try programs.resolve(line))
        #expect(command?.words == words)
        #expect(command?.executablePath == programs.directory + "/player")
        #expect(command?.missingReason == nil)
    }

    @Test("empty or blank means the clock", arguments: ["", " ", "   \t  ", "\n"])
    func blankIsTheClock(line: String) throws {
        let programs = try Programs()
        #expect(try programs.resolve(line) == .clock)
        #expect(try programs.resolve(nil, environment: ["SDUI_PLAYER_COMMAND": line]) == .clock)
    }

    @Test("a line that cannot be split is an error naming where it came from", arguments: [
        ("player 'My Song", PlayerCommandError.Problem.unclosedQuote("'", column: 8),
         #"--player-command "player 'My Song": the ' at column 8 is never closed"#),
        (#"player "x"#, .unclosedQuote("\"", column: 8), #"--player-command "player "x": the " at column 8 is never closed"#),
        (#"player x\"#, .danglingBackslash, #"--player-command "player x\": it ends with a \ that escapes nothing"#),
        (#""" -q"#, .emptyProgram, #"--player-command """ -q": the program's name is empty"#),
    ])
    func malformed(line: String, problem: PlayerCommandError.Problem, message: String) throws {
        let programs = try Programs()
        let error = #expect(throws: PlayerCommandError.self) { try programs.resolve(line) }
        #expect(error?.source == .option)
        #expect(error?.line == line)
        #expect(error?.problem == problem)
        #expect(error?.description == message)
        let fromEnvironment = #expect(throws: PlayerCommandError.self) {
            try programs.resolve(nil, environment: ["SDUI_PLAYER_COMMAND": line])
        }
        #expect(fromEnvironment?.source == .environment)
        #expect(fromEnvironment?.description.hasPrefix("SDUI_PLAYER_COMMAND \"") == true)
    }

    // MARK: Finding the program

    @Test("a program not on PATH: the client still gets the command, and the reason names the option")
    func unknownProgram() throws {
        let programs = try Programs()
        let command = Self.command(try programs.resolve("mpv --no-video -"))
        #expect(command?.words == ["mpv", "--no-video", "-"])
        #expect(command?.executablePath == nil)
        #expect(command?.missingReason
            == "the player command 'mpv' was not found on PATH; install it, or change --player-command (empty plays without sound)")
        let fromEnvironment = Self.command(try programs.resolve(nil, environment: ["SDUI_PLAYER_COMMAND": "mpv -"]))
        #expect(fromEnvironment?.missingReason?.contains("or change SDUI_PLAYER_COMMAND") == true)
    }

    @Test("an absolute path: used as it is, or a clear reason why not")
    func absolutePath() throws {
        let programs = try Programs()
        let found = Self.command(try programs.resolve("\(programs.directory)/bin/tool -q"))
        #expect(found?.executablePath == programs.directory + "/bin/tool")
        #expect(found?.words == [programs.directory + "/bin/tool", "-q"])
        #expect(Self.command(try programs.resolve("/bin/sh -c true"))?.executablePath == "/bin/sh", "PATH does not matter")

        let cases = [("/no/such/player", "does not exist"), ("\(programs.directory)/folder", "is a directory"),
                     ("\(programs.directory)/notes", "is not executable")]
        for (path, why) in cases {
            let command = Self.command(try programs.resolve("'\(path)' -"))
            #expect(command?.executablePath == nil)
            #expect(command?.missingReason == "the player command '\(path)' \(why); change --player-command (empty plays without sound)")
        }
    }

    @Test("a relative path is relative to the working directory, never looked up in PATH")
    func relativePath() throws {
        let programs = try Programs()
        #expect(Self.command(try programs.resolve("./player"))?.executablePath == programs.directory + "/./player")
        #expect(Self.command(try programs.resolve("bin/tool"))?.executablePath == programs.directory + "/bin/tool")
        let missing = Self.command(try programs.resolve("./tool"))
        #expect(missing?.executablePath == nil, "tool is in bin/, not here")
        #expect(missing?.missingReason?.hasPrefix("the player command './tool' does not exist") == true)
        let other = try PlayerOutputChoice.resolve(option: "./player", environment: programs.environment(), workingDirectory: "/")
        #expect(Self.command(other)?.executablePath == nil, "another working directory has no ./player")
    }

    @Test("PATH: searched in order, an empty entry is the working directory, none means the system's default")
    func pathSearch() throws {
        let programs = try Programs()
        let first = try PlayerOutputChoice.resolve(option: "tool", environment: ["PATH": "/no/such:\(programs.directory)/bin:/usr/bin"],
                                                   workingDirectory: "/")
        #expect(Self.command(first)?.executablePath == programs.directory + "/bin/tool")
        let here = try PlayerOutputChoice.resolve(option: "player", environment: ["PATH": "/no/such::"],
                                                  workingDirectory: programs.directory)
        #expect(Self.command(here)?.executablePath == programs.directory + "/player")
        let notExecutable = try programs.resolve("notes")
        #expect(Self.command(notExecutable)?.executablePath == nil, "a file that cannot run is skipped")
        let system = try PlayerOutputChoice.resolve(option: "sh -c true", environment: [:], workingDirectory: "/")
        #expect(Self.command(system)?.executablePath?.hasSuffix("/sh") == true)
    }

    // MARK: Option over environment

    @Test("the option wins over SDUI_PLAYER_COMMAND, even empty; without it the variable counts")
    func precedence() throws {
        let programs = try Programs()
        let variable = ["SDUI_PLAYER_COMMAND": "bin/tool --from-environment"]
        #expect(Self.command(try programs.resolve("player --from-option", environment: variable))?.words == ["player", "--from-option"])
        #expect(try programs.resolve("", environment: variable) == .clock, "an empty option turns the variable off")
        #expect(try programs.resolve("  ", environment: variable) == .clock)
        #expect(Self.command(try programs.resolve(nil, environment: variable))?.words == ["bin/tool", "--from-environment"])
        #expect(try programs.resolve(nil) == .clock, "neither: the clock")
        #expect(try programs.resolve(nil, environment: ["SDUI_PLAYER_COMMAND": ""]) == .clock)
        // A malformed variable does not matter when the option is given.
        #expect(Self.command(try programs.resolve("player", environment: ["SDUI_PLAYER_COMMAND": "'oops"])) != nil)
    }

    // MARK: The chosen output

    @Test("a missing program: playback stops on the first play with the reason; the player keeps answering")
    func missingProgramFirstPlay() async throws {
        let programs = try Programs()
        let choice = try programs.resolve("sdui-no-such-player -")
        let player = Player(output: choice.makeOutput(time: ManualTime()) { _ throws(PlaybackError) in nil })
        await player.play(track(1), startIndex: 0)
        let snapshot = await player.snapshot()
        #expect(snapshot.status == .stopped)
        #expect(snapshot.message == "Playback stopped: cannot start 'sdui-no-such-player -': the player command "
            + "'sdui-no-such-player' was not found on PATH; install it, or change --player-command (empty plays without sound)")
        await player.togglePause()
        #expect(await player.snapshot().status == .stopped)
    }

    @Test("a program that cannot run: the reason is the one the choice gave")
    func notExecutableFirstPlay() async throws {
        let programs = try Programs()
        let choice = try programs.resolve("\(programs.directory)/notes")
        let player = Player(output: choice.makeOutput(time: ManualTime()) { _ throws(PlaybackError) in nil })
        await player.play(track(1), startIndex: 0)
        #expect(await player.snapshot().message?.hasSuffix("notes' is not executable; change --player-command (empty plays without sound)") == true)
    }

    @Test("a program found on the given PATH is started from there, whatever this process's PATH is")
    func foundProgramPlays() async throws {
        let programs = try Programs()
        let choice = try programs.resolve("player --ignored 'two words'")
        let time = ManualTime()
        let player = Player(output: choice.makeOutput(time: time) { _ throws(PlaybackError) in nil })
        await player.play(track(1), startIndex: 0)
        time.advance(2)
        let playing = await player.snapshot()
        #expect(playing.status == .playing)
        #expect(playing.message == nil)
        #expect(playing.position == 2)
        await player.stop()
        #expect(await player.snapshot().status == .stopped)
    }

    @Test("the clock choice plays without any command")
    func clockOutput() async {
        let time = ManualTime()
        let player = Player(output: PlayerOutputChoice.clock.makeOutput(time: time) { _ throws(PlaybackError) in nil })
        await player.play(track(1), startIndex: 0)
        time.advance(5)
        #expect(await player.snapshot().position == 5)
    }
}
