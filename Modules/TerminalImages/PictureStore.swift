import Synchronization
import TerminalUI

/// The full client's pictures: downloaded once each through the client's own
/// transport (its size and time limits, its same-origin rule for the login's
/// token), decoded off the drawing path, kept in memory and drawn for each
/// size asked: in half blocks, or with the terminal's pixel protocol
/// (`PictureProtocol`), whose bytes it hands the frame writer as its
/// `TerminalGraphics`.
///
/// Drawing never waits: the first ask for a URL starts its download and gets
/// `.pending` (the renderer draws its placeholder); a later frame gets the
/// picture. A download or decode that fails is said once through `report`
/// (the status line) and leaves the placeholder for good. A client that draws
/// once waits for its pictures at most as long as `PictureWait` says
/// (`load(_:waiting:)`); the fetch brings the picture's own time limits.
///
/// An `asset:NAME` URL (`NamedPicture`) is never fetched: it is the PNG a
/// feature or the app registered under that name (`TerminalAssets`),
/// decoded once on first ask and kept for the session; a name nobody
/// registered is said once and keeps its placeholder.
public final class PictureStore: PictureSource, TerminalGraphics {
    /// The bytes at a URL (`APIClient.get`), or a thrown error that says why not.
    public typealias Fetch = @Sendable (String) async throws -> [UInt8]

    enum Entry {
        case loading
        case ready(Picture)
        case failed
    }

    struct State {
        var entries: [String: Entry] = [:]
        /// Drawn lines by URL and size: drawing a picture again costs nothing.
        var drawn: [DrawnKey: [RenderedLine]] = [:]
        /// Each URL's one download.
        var tasks: [String: Task<Void, Never>] = [:]
        /// Decoded pictures, oldest first, for eviction past `maximumPictures`.
        var order: [String] = []
        var downloads = 0
        var failures = 0
        /// kitty pictures sent with the next frame.
        var pendingOutput = ""
        /// kitty pictures sent, oldest first, with the drawn lines that show them: freed when
        /// the app ends, or past `maximumSentPictures` while it runs.
        var sent: [(id: UInt32, key: DrawnKey)] = []
        /// For kitty, each kept picture as PNG, made when it arrived (off the drawing path: making
        /// one with libpng would be a visible pause, docs/terminal.md); the terminal scales it to
        /// the cells, so one file serves every size.
        var png: [String: [UInt8]] = [:]
        /// Sixel pictures by id, oldest first past `maximumOverlayBytes`, with the drawn lines that mark them.
        var overlays: [UInt32: (escape: String, rows: Int, key: DrawnKey)] = [:]
        var overlayOrder: [UInt32] = []
        var overlayBytes = 0
        var nextID: UInt32 = 1
    }

    /// Pictures kept decoded by default; past the store's `maximumPictures`, the one decoded longest
    /// ago goes (and is fetched again if asked for).
    public static let defaultMaximumPictures = 100
    /// Pictures this store keeps decoded.
    public let maximumPictures: Int
    /// The longest side kept: a terminal a thousand columns wide shows at most that many pixels
    /// across, so a 24-megapixel photo is kept as at most 480 KB, not 72 MB.
    public static let maximumKeptSide = 400

    struct DrawnKey: Hashable {
        let url: String
        let columns: Int
        let maximumRows: Int
    }

    public let colors: HalfBlocks.Colors
    /// How pixels reach the terminal.
    public let pixelProtocol: PictureProtocol
    /// Sixel data kept for drawing again; past it, the oldest picture's is dropped (drawn again when asked).
    public static let maximumOverlayBytes = 16 << 20
    /// kitty pictures kept in the terminal at once (each picture at each size it was drawn).
    public static let maximumSentPictures = 200
    /// The largest sixel picture drawn (a full-width banner on a large, dense screen is about 1.5 million pixels).
    public static let maximumSixelPixels = 4_000_000
    let fetch: Fetch
    /// The pictures registered by name, drawn for `asset:NAME` URLs.
    let assets: TerminalAssets
    let decoder: PictureDecoder
    let report: @Sendable (String) async -> Void
    private let state = Mutex(State())

    /// - Parameters:
    ///   - colors: 24-bit or 256 colours (`PictureColors.detect`), for half blocks.
    ///   - pixelProtocol: half blocks, kitty or sixel (`GraphicsQuery.choose`).
    ///   - report: says a failure, once per URL (the interactive client's status line).
    ///   - maximumPictures: pictures kept decoded; a client that draws once (`sdui render`) keeps
    ///     every picture of its screen. Registered pictures are kept besides, never evicted.
    ///   - assets: the pictures registered by name (`TerminalRegistry.assets`), for `asset:NAME`.
    public init(colors: HalfBlocks.Colors, pixelProtocol: PictureProtocol = .halfBlocks, decoder: PictureDecoder = PictureDecoder(),
                maximumPictures: Int = PictureStore.defaultMaximumPictures, assets: TerminalAssets = TerminalAssets(),
                report: @escaping @Sendable (String) async -> Void = { _ in }, fetch: @escaping Fetch) {
        self.maximumPictures = max(1, maximumPictures)
        self.assets = assets
        self.colors = colors
        self.pixelProtocol = pixelProtocol
        self.decoder = decoder
        self.report = report
        self.fetch = fetch
    }

    public func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup {
        let url = TerminalAssets.canonicalPictureURL(url)
        enum Found {
            case picture(Picture)
            case drawn([RenderedLine])
            case pending
            case failed
        }
        let key = DrawnKey(url: url, columns: columns, maximumRows: maximumRows)
        let found: Found = state.withLock { state in
            switch state.entries[url] {
            case .ready(let picture): return state.drawn[key].map(Found.drawn) ?? .picture(picture)
            case .failed: return .failed
            case .loading: return .pending
            case nil: return .pending
            }
        }
        switch found {
        case .drawn(let lines):
            return .drawn(lines)
        case .failed:
            return .failed
        case .pending:
            _ = download(url)
            return .pending
        case .picture(let picture):
            // Rows for the picture's own aspect at this width (two pixels a row), within the limit.
            let rows = min(maximumRows, max(1, (columns * picture.height + picture.width - 1) / picture.width / 2))
            let lines = draw(picture, columns: columns, rows: rows, key: key)
            state.withLock { $0.drawn[key] = lines }
            return .drawn(lines)
        }
    }

    /// `picture` in `columns` × `rows` cells with this store's protocol; the
    /// picture's cells are where half blocks would put them.
    private func draw(_ picture: Picture, columns: Int, rows: Int, key: DrawnKey) -> [RenderedLine] {
        // Half blocks are made only where they are drawn: as the picture, as sixel's cells, or in kitty's place.
        var blocks: [RenderedLine] { HalfBlocks.lines(picture, columns: columns, rows: rows, colors: colors) }
        let (width, height) = HalfBlocks.fittedSize(picture, columns: columns, rows: rows)
        let cells = (columns: width, rows: height / 2), left = (columns - width) / 2
        switch pixelProtocol {
        case .halfBlocks:
            return blocks
        case .kitty:
            let png = state.withLock { $0.png[key.url] } ?? []
            guard cells.rows <= KittyGraphics.maximumCells, cells.columns <= KittyGraphics.maximumCells, !png.isEmpty else { return blocks }
            let id = state.withLock { state in
                let id = state.takeID()
                state.pendingOutput += KittyGraphics.transmission(id: id, png: png, columns: cells.columns, rows: cells.rows)
                state.sent.append((id, key))
                // Each size is a picture of its own in the terminal: past the limit the oldest is
                // freed, and its lines are drawn (and it is sent) again when next asked for.
                while state.sent.count > Self.maximumSentPictures {
                    let oldest = state.sent.removeFirst()
                    state.pendingOutput += KittyGraphics.deletion(id: oldest.id)
                    state.drawn[oldest.key] = nil
                }
                return id
            }
            return KittyGraphics.lines(id: id, columns: cells.columns, rows: cells.rows, left: left, width: columns)
        case .sixel(let cell):
            // A terminal that claims huge cells gets half blocks, not a picture of gigabytes.
            let (pixels, overflow) = (cells.columns * cell.width).multipliedReportingOverflow(by: cells.rows * cell.height)
            guard !overflow, pixels <= Self.maximumSixelPixels else { return blocks }
            let sized = HalfBlocks.resample(picture, width: cells.columns * cell.width, height: cells.rows * cell.height)
            let escape = Sixel.encode(sized)
            let id = state.withLock { state in
                let id = state.takeID()
                state.keep(escape, rows: cells.rows, key: key, id: id, maximumBytes: Self.maximumOverlayBytes)
                return id
            }
            return blocks.enumerated().map { row, line in Self.marking(line, at: left, with: PictureMark(id: id, row: row)) }
        }
    }

    /// `line` with the span that starts at column `left` marked.
    static func marking(_ line: RenderedLine, at left: Int, with mark: PictureMark?) -> RenderedLine {
        guard let mark else { return line }
        var marked = line
        var column = 0
        for (index, span) in line.spans.enumerated() {
            if column == left, span.width > 0 {
                marked.spans[index] = Span(span.text, style: span.style, picture: mark)
                break
            }
            column += span.width
        }
        return marked
    }

    public func takePendingOutput() -> String {
        state.withLock { state in
            defer { state.pendingOutput = "" }
            return state.pendingOutput
        }
    }

    public func takeClosingOutput() -> String {
        state.withLock { state in
            defer { state.sent = [] }
            return state.sent.map { KittyGraphics.deletion(id: $0.id) }.joined()
        }
    }

    public func overlay(_ id: UInt32) -> (escape: String, rows: Int)? {
        state.withLock { $0.overlays[id].map { ($0.escape, $0.rows) } }
    }

    /// Downloads and decodes `url` now (or waits for the download under way), for a
    /// client that draws once (`sdui render`).
    public func load(_ url: String) async {
        await download(TerminalAssets.canonicalPictureURL(url)).value
    }

    /// Downloads and decodes `urls` (or waits for the downloads under way), for a
    /// client that draws once, for at most `wait.limit`. Pictures still on their way
    /// then are given up on: their downloads are cancelled, they keep their
    /// placeholders, and each is reported (`PictureNotInTime`), so a picture that
    /// trickles in or never comes costs the screen no more than the wait.
    /// - Returns: the URLs given up on, in the order asked.
    @discardableResult
    public func load(_ urls: [String], waiting wait: PictureWait) async -> [String] {
        let urls = urls.map(TerminalAssets.canonicalPictureURL)
        let downloads = urls.map(download)
        let signal = FirstSignal()
        let all = Task {
            for download in downloads { await download.value }
            signal.fire()
        }
        let timer = Task {
            try? await Task.sleep(for: wait.limit)
            signal.fire()
        }
        await signal.wait()
        timer.cancel()
        all.cancel()
        let abandoned: [(url: String, task: Task<Void, Never>?)] = state.withLock { state in
            var abandoned: [(url: String, task: Task<Void, Never>?)] = []
            for url in urls where abandoned.allSatisfy({ $0.url != url }) {
                guard case .loading = state.entries[url] else { continue }
                state.entries[url] = .failed
                state.failures += 1
                abandoned.append((url, state.tasks[url]))
            }
            return abandoned
        }
        for (url, task) in abandoned {
            task?.cancel()
            await report("Picture not shown: \(PictureNotInTime(url: url, wait: wait))")
        }
        return abandoned.map(\.url)
    }

    /// Pictures asked for and failures so far, for measurements.
    public var counts: (downloads: Int, failures: Int) {
        state.withLock { ($0.downloads, $0.failures) }
    }

    /// The one download of `url`: started on the first ask, shared by every later one.
    private func download(_ url: String) -> Task<Void, Never> {
        state.withLock { state in
            if let task = state.tasks[url] { return task }
            state.entries[url] = .loading
            state.downloads += 1
            let task = Task { await self.fetchAndDecode(url) }
            state.tasks[url] = task
            return task
        }
    }

    private func fetchAndDecode(_ url: String) async {
        let name = TerminalAssets.pictureName(in: url)
        do {
            let bytes: [UInt8]
            if let name { bytes = try registered(name, url: url) } else { bytes = try await fetch(url) }
            let side = Self.maximumKeptSide
            let picture = HalfBlocks.shrunk(try decoder.decode(bytes, fitting: (width: side, height: side), source: url), toFit: side)
            let png = pixelProtocol == .kitty ? PictureEncoder.png(width: picture.width, height: picture.height, pixels: picture.pixels) : nil
            state.withLock { state in
                // Given up on meanwhile (`load(_:waiting:)`): it stays a placeholder.
                guard case .loading = state.entries[url] else { return }
                state.entries[url] = .ready(picture)
                state.png[url] = png
                // A registered picture is decoded once: it is not among those evicted.
                if name == nil { state.order.append(url) }
                while state.order.count > maximumPictures {
                    let oldest = state.order.removeFirst()
                    state.entries[oldest] = nil
                    state.png[oldest] = nil
                    state.tasks[oldest] = nil
                    state.drawn = state.drawn.filter { $0.key.url != oldest }
                }
            }
        } catch {
            let first = state.withLock { state in
                guard case .loading = state.entries[url] else { return false }
                state.entries[url] = .failed
                state.failures += 1
                return true
            }
            // A picture given up on was said then; its cancelled download says nothing more.
            if first { await report("Picture not shown: \(error)") }
        }
    }
}

extension PictureStore {
    /// The PNG registered as `name`; none is an error that names it (the placeholder stays).
    private func registered(_ name: String, url: String) throws(PictureNotRegistered) -> [UInt8] {
        guard let entry = assets.picture(named: name) else { throw PictureNotRegistered(url: url, name: name) }
        return entry.png
    }
}

extension PictureStore.State {
    /// A picture number for the terminal: kitty's ids are 24-bit colours here, so they wrap before 2^24.
    mutating func takeID() -> UInt32 {
        defer { nextID = nextID >= 0xFF_FFFF ? 1 : nextID + 1 }
        return nextID
    }

    /// Keeps a sixel picture; past `maximumBytes`, the oldest go, with the drawn lines that mark them.
    mutating func keep(_ escape: String, rows: Int, key: PictureStore.DrawnKey, id: UInt32, maximumBytes: Int) {
        overlays[id] = (escape, rows, key)
        overlayOrder.append(id)
        overlayBytes += escape.utf8.count
        while overlayBytes > maximumBytes, overlayOrder.count > 1 {
            let oldest = overlayOrder.removeFirst()
            guard let dropped = overlays.removeValue(forKey: oldest) else { continue }
            overlayBytes -= dropped.escape.utf8.count
            drawn[dropped.key] = nil
        }
    }
}
