import ArgumentParser
import Foundation
import SDUI
import SDUISession
import TerminalUI

/// `sdui widget`: the home-screen widget, once or kept current.
struct WidgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget",
        abstract: "Show the widget: your next shipment.",
        discussion: """
            Fetches the widget from the server and draws it. With --watch it stays up, follows \
            the server's live stream of the widget (redrawn as soon as it changes), and otherwise \
            refreshes as often as the server asks (its refreshInterval; 30 s when it does not say, never under 5 s); while the server cannot be reached it shows the last \
            widget marked offline and tries every 5 seconds, so it updates as soon as the \
            network is back. Ctrl-C stops it.

            A widget that cannot be loaded (no network, an error answer, a garbled one) is \
            drawn as the error widget with the reason, or as the last good copy marked offline, \
            with the time of the last good copy. Without any widget to show, the exit status is 1.

            Examples:
              sdui widget
              sdui widget --size small
              sdui widget --watch --server http://127.0.0.1:9000
            """
    )

    @OptionGroup var server: ServerOptions

    @OptionGroup var tls: TLSOptions

    @Flag(help: "Keep refreshing (as the server's refreshInterval says, 30 s by default, and as soon as the network returns).")
    var watch = false

    @Option(help: "Colours: auto, always or never.")
    var color: ColorMode = .auto

    @Option(help: "The widget's family, as a home screen offers it: small, medium or large.")
    var size: WidgetView.Family = .medium

    @Option(help: "The card's picture (medium and large): auto (with colours on a 24-bit or 256-colour terminal), always (half blocks) or never.")
    var images: ImagesMode = .auto

    @OptionGroup var pictureTimeout: PictureTimeoutOption

    static let interval: Duration = .seconds(30)
    static let offlineInterval: Duration = .seconds(5)

    func validate() throws {
        try images.checkWritesLines(command: "widget")
    }

    func run() async throws {
        var client = try Client(endpoint: try server.endpoint(), options: FeatureOptions(analytics: false, interactive: false),
                                language: server.language, tls: tls)
        client.pictureLimits = pictureTimeout.limits
        let output = StandardOutput()
        let usesColor = color.usesColor(isTerminal: output.isTerminal, environment: TerminalUI.Environment.value)
        let encoder = LineEncoder(usesColor: usesColor)
        // The card's picture, fetched (or taken from the disk cache) before each draw; a failure leaves the placeholder.
        let pictures = client.pictureStore(colors: images.colors(usesColor: usesColor), keeping: 4) { message in
            FileHandle.standardError.write(Data("sdui widget: \(message)\n".utf8))
        }
        var last: (widget: Widget, isOffline: Bool, refreshInterval: Int?)?
        // When the widget last came from the server (the time a failure names), and the failure being shown.
        var lastGood: Date?
        var failure: String?
        // Woken by the widget's live stream when it changes, else by the timer.
        let wake = WakeSignal()
        let api = client.api
        let following = watch ? LiveFollower(widgetOf: api) : nil
        let live = following.map { follower in
            Task {
                await follower.run(lastEventID: { await api.widgetTag() }, connected: { await wake.connected($0) },
                                   changed: { _ in await wake.signal() })
            }
        }
        defer { live?.cancel() }
        while true {
            var reachable = true
            failure = nil
            do throws(LoadError) {
                last = try await client.api.widget()
                reachable = !(last?.isOffline ?? false)
                if reachable { lastGood = Date() }
            } catch {
                // As a home screen's widget does: the error widget (or the last good copy, marked), never a bare error.
                reachable = !error.isConnectivityFailure
                failure = error.summary
                if let previous = last { last = (previous.widget, true, previous.refreshInterval) }
            }
            var text = ""
            if watch, output.isTerminal { text += ANSI.home + ANSI.clearScreen }
            if let last {
                if let pictures, size != .small, case .card(let card) = last.widget.content, let image = card.image,
                   let url = client.terminal.assets.pictureURLs(for: image)?.url {
                    await pictures.load(url)
                }
                text += encoder.encode(WidgetView.lines(last.widget, offline: last.isOffline, family: size, assets: client.terminal.assets,
                                                        pictures: pictures))
                if let failure { text += "The widget could not be refreshed: \(failure)\n" }
            } else {
                let reason = "The widget could not be loaded from \(server.server): \(failure ?? "no answer")"
                text += encoder.encode(WidgetView.lines(.error(message: reason), offline: false, family: size))
            }
            if failure != nil || !reachable {
                if let lastGood {
                    text += "Last good copy: \(lastGood.formatted(date: .omitted, time: .standard))\n"
                } else {
                    text += last == nil ? "No good copy yet on this computer.\n" : "Showing the copy kept from an earlier run.\n"
                }
            }
            // The same rule as screens: the server's refreshInterval, never under the floor.
            let delay = Session.refreshDelay(requested: last?.refreshInterval, fallback: Self.interval)
            if watch {
                let time = Date().formatted(date: .omitted, time: .standard)
                let pace = await wake.isConnected ? "live" : "every \(delay.components.seconds) s"
                text += failure == nil && reachable ? "updated \(time) · \(pace) · Ctrl-C stops\n"
                    : "\(reachable ? "failed" : "offline") at \(time) · trying every 5 s\n"
            }
            output.write(text)
            // Drawn either way; without a widget from the server (or a kept copy) the exit status says it failed.
            guard watch else {
                if failure != nil, last == nil { throw ExitCode(1) }
                return
            }
            await wake.wait(upTo: failure == nil && reachable ? delay : Self.offlineInterval)
        }
    }
}

/// Ends a wait early when the live stream says the widget changed.
private actor WakeSignal {
    private var waiter: CheckedContinuation<Void, Never>?
    private var pending = false
    private(set) var isConnected = false

    func connected(_ up: Bool) { isConnected = up }

    func signal() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            pending = true
        }
    }

    /// Returns after `duration`, or sooner when signalled.
    func wait(upTo duration: Duration) async {
        if pending {
            pending = false
            return
        }
        let timer = Task { [weak self] in
            // Cancelled when the stream woke the wait first: then no second wake.
            guard (try? await Task.sleep(for: duration)) != nil else { return }
            await self?.signal()
        }
        await withCheckedContinuation { waiter = $0 }
        timer.cancel()
        pending = false
    }
}
