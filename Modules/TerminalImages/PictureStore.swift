import Synchronization
import TerminalUI

/// The full client's pictures: downloaded once each through the client's own
/// transport (its size and time limits, its same-origin rule for the login's
/// token), decoded off the drawing path, kept in memory and drawn in half
/// blocks for each size asked.
///
/// Drawing never waits: the first ask for a URL starts its download and gets
/// `.pending` (the renderer draws its placeholder); a later frame gets the
/// picture. A download or decode that fails is said once through `report`
/// (the status line) and leaves the placeholder for good.
public final class PictureStore: PictureSource {
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
    let fetch: Fetch
    let decoder: PictureDecoder
    let report: @Sendable (String) async -> Void
    private let state = Mutex(State())

    /// - Parameters:
    ///   - colors: 24-bit or 256 colours (`PictureColors.detect`).
    ///   - report: says a failure, once per URL (the interactive client's status line).
    ///   - maximumPictures: pictures kept decoded; a client that draws once (`sdui render`) keeps
    ///     every picture of its screen.
    public init(colors: HalfBlocks.Colors, decoder: PictureDecoder = PictureDecoder(),
                maximumPictures: Int = PictureStore.defaultMaximumPictures,
                report: @escaping @Sendable (String) async -> Void = { _ in }, fetch: @escaping Fetch) {
        self.maximumPictures = max(1, maximumPictures)
        self.colors = colors
        self.decoder = decoder
        self.report = report
        self.fetch = fetch
    }

    public func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup {
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
            let lines = HalfBlocks.lines(picture, columns: columns, rows: rows, colors: colors)
            state.withLock { $0.drawn[key] = lines }
            return .drawn(lines)
        }
    }

    /// Downloads and decodes `url` now (or waits for the download under way), for a
    /// client that draws once (`sdui render`).
    public func load(_ url: String) async {
        await download(url).value
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
        do {
            let bytes = try await fetch(url)
            let side = Self.maximumKeptSide
            let picture = HalfBlocks.shrunk(try decoder.decode(bytes, fitting: (width: side, height: side), source: url), toFit: side)
            state.withLock { state in
                state.entries[url] = .ready(picture)
                state.order.append(url)
                while state.order.count > maximumPictures {
                    let oldest = state.order.removeFirst()
                    state.entries[oldest] = nil
                    state.tasks[oldest] = nil
                    state.drawn = state.drawn.filter { $0.key.url != oldest }
                }
            }
        } catch {
            state.withLock { state in
                state.entries[url] = .failed
                state.failures += 1
            }
            await report("Picture not shown: \(error)")
        }
    }
}
