import SeededRandom

/// A generated screen document and what is in it.
public struct GeneratedDocument {
    public var bytes: [UInt8]
    public var sectionCount: Int
    public var componentCount: Int

    /// FNV-1a of the bytes: equal across runs means the same document was measured.
    public var checksum: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// Writes a deterministic, screen-shaped JSON document of about a given size.
///
/// The shape follows `Screen` in `BenchmarkModel.swift`: sections of
/// components discriminated by `"type"`, optional members present or absent at
/// random, non-ASCII text (é, 日本, emoji) written raw or as `\u` escapes,
/// escaped quotes and newlines, integers and reals. Some components carry a
/// `tracking` object the model does not declare, as real payloads do, so
/// decoders must skip unknown members. The same seed gives the same bytes.
public struct DocumentGenerator {
    private var random: SplitMix64
    private var text: JSONTextBuilder
    private let targetSize: Int
    private var componentCount = 0

    public init(targetSize: Int, seed: UInt64) {
        self.targetSize = targetSize
        random = SplitMix64(seed: seed)
        text = JSONTextBuilder(reservingCapacity: targetSize + 64 * 1024, escapeProbability: 0.3)
    }

    /// Builds the document; sections are added until it reaches the target size.
    public consuming func generate() -> GeneratedDocument {
        text.beginObject()
        text.key("id")
        string("screen-home")
        text.key("title")
        string(sentence(words: 2...4))
        text.key("header")
        header()
        text.key("initialState")
        initialState()
        text.key("sections")
        text.beginArray()
        var sectionCount = 0
        // Leave room for the closing brackets so the size lands close to the target.
        while text.count < targetSize - 8 || sectionCount == 0 {
            section(number: sectionCount)
            sectionCount += 1
        }
        text.endArray()
        text.endObject()
        return GeneratedDocument(bytes: text.bytes, sectionCount: sectionCount, componentCount: componentCount)
    }

    // MARK: - Screen parts

    private mutating func header() {
        text.beginObject()
        text.key("title")
        string(sentence(words: 1...4))
        if random.chance(0.6) {
            text.key("subtitle")
            string(sentence(words: 2...8))
        }
        if random.chance(0.5) {
            text.key("image")
            string(imageURL())
        }
        text.endObject()
    }

    private mutating func initialState() {
        text.beginObject()
        text.key("selectedTab")
        string(random.pick(["all", "albums", "tracks", "artists"]))
        text.key("version")
        text.int(random.int(in: 1...40))
        text.key("progress")
        text.double(Double(random.int(in: 0...1000)) / 1000)
        text.key("counters")
        text.beginObject()
        for index in 0..<random.int(in: 2...6) {
            text.key("counter.\(index)")
            text.int(random.int(in: -1000...100_000))
        }
        text.endObject()
        text.key("flags")
        text.beginObject()
        for name in ["autoplay", "shuffle", "explicit", "downloaded"] where random.chance(0.7) {
            text.key(name)
            text.bool(random.chance(0.5))
        }
        text.endObject()
        if random.chance(0.5) {
            text.key("query")
            string(sentence(words: 1...3))
        }
        text.endObject()
    }

    private mutating func section(number: Int) {
        text.beginObject()
        text.key("id")
        string("section-\(number)")
        if random.chance(0.7) {
            text.key("heading")
            text.beginObject()
            text.key("title")
            string(sentence(words: 1...5))
            if random.chance(0.3) {
                text.key("button")
                button()
            }
            text.endObject()
        }
        text.key("components")
        text.beginArray()
        for _ in 0..<random.int(in: 3...12) {
            component()
        }
        text.endArray()
        text.endObject()
    }

    // MARK: - Components

    private mutating func component() {
        componentCount += 1
        switch random.int(in: 0...99) {
        case 0..<20: textComponent()
        case 20..<45: detailRow()
        case 45..<60: image()
        case 60..<70: button()
        case 70..<92: track()
        default: carousel()
        }
    }

    private mutating func textComponent() {
        text.beginObject()
        text.key("type")
        string("text")
        text.key("style")
        string(random.pick(TextStyle.allCases).rawValue)
        text.key("paragraphs")
        text.beginArray()
        for _ in 0..<random.int(in: 1...4) {
            string(sentence(words: 6...40))
        }
        text.endArray()
        tracking()
        text.endObject()
    }

    private mutating func detailRow() {
        text.beginObject()
        text.key("type")
        string("detailRow")
        text.key("title")
        string(sentence(words: 1...6))
        if random.chance(0.6) {
            text.key("subtitle")
            string(sentence(words: 2...10))
        }
        if random.chance(0.5) {
            text.key("disclosure")
            text.bool(random.chance(0.5))
        }
        text.key("action")
        navigateAction()
        tracking()
        text.endObject()
    }

    private mutating func image() {
        text.beginObject()
        text.key("type")
        string("image")
        text.key("url")
        string(imageURL())
        if random.chance(0.4) {
            text.key("placeholderUrl")
            string(imageURL())
        }
        text.key("width")
        text.int(random.int(in: 40...2048))
        text.key("height")
        text.int(random.int(in: 40...2048))
        text.key("contentMode")
        string(random.pick(ContentMode.allCases).rawValue)
        if random.chance(0.6) {
            text.key("accessibilityLabel")
            string(sentence(words: 2...8))
        }
        text.endObject()
    }

    private mutating func button() {
        text.beginObject()
        text.key("type")
        string("button")
        text.key("label")
        string(sentence(words: 1...3))
        text.key("style")
        string(random.pick(ButtonStyle.allCases).rawValue)
        text.key("enabled")
        text.bool(random.chance(0.8))
        text.key("action")
        if random.chance(0.8) { commandAction() } else { navigateAction() }
        text.endObject()
    }

    private mutating func track() {
        text.beginObject()
        text.key("type")
        string("track")
        text.key("title")
        string(sentence(words: 1...6))
        text.key("subtitle")
        string(sentence(words: 1...4))
        text.key("duration")
        text.double(Double(random.int(in: 30_000...1_800_000)) / 1000)
        text.key("index")
        text.int(random.int(in: 1...400))
        tracking()
        text.endObject()
    }

    private mutating func carousel() {
        text.beginObject()
        text.key("type")
        string("carousel")
        text.key("items")
        text.beginArray()
        for _ in 0..<random.int(in: 2...8) {
            text.beginObject()
            text.key("title")
            string(sentence(words: 1...4))
            text.key("image")
            string(imageURL())
            text.key("action")
            navigateAction()
            text.endObject()
        }
        text.endArray()
        text.endObject()
    }

    // MARK: - Actions

    private mutating func navigateAction() {
        text.beginObject()
        text.key("type")
        string("navigate")
        text.key("destination")
        string("app://screens/\(random.pick(["album", "artist", "playlist", "track"]))/\(random.int(in: 1...9_999_999))")
        text.key("presentation")
        string(random.pick(Presentation.allCases).rawValue)
        if random.chance(0.4) {
            text.key("prefetched")
            text.beginObject()
            text.key("title")
            string(sentence(words: 1...5))
            if random.chance(0.5) {
                text.key("header")
                header()
            }
            text.endObject()
        }
        text.endObject()
    }

    private mutating func commandAction() {
        text.beginObject()
        text.key("type")
        string("command")
        text.key("url")
        string("https://api.example.com/v1/library/items/\(random.int(in: 1...9_999_999))")
        text.key("method")
        string(random.pick(HTTPMethod.allCases).rawValue)
        text.key("payload")
        text.beginObject()
        text.key("itemId")
        // Above 2^53 half the time: exact only for decoders that keep integers exact.
        text.int64(Int64(random.next() >> (random.chance(0.5) ? 1 : 20)))
        text.key("quantity")
        text.int(random.int(in: 1...99))
        text.key("price")
        text.double(Double(random.int(in: 0...99_999)) / 100)
        if random.chance(0.3) {
            text.key("note")
            string(sentence(words: 2...12))
        }
        text.key("tags")
        text.beginArray()
        for _ in 0..<random.int(in: 0...4) {
            string(random.pick(Self.asciiWords).lowercased())
        }
        text.endArray()
        text.endObject()
        text.key("stateKeys")
        text.beginArray()
        for _ in 0..<random.int(in: 0...3) {
            string("state.\(random.pick(["cart", "library", "queue", "likes"])).\(random.int(in: 0...99))")
        }
        text.endArray()
        text.endObject()
    }

    /// A member the model does not declare, which decoders must skip.
    private mutating func tracking() {
        guard random.chance(0.2) else { return }
        text.key("tracking")
        text.beginObject()
        text.key("event")
        string("impression")
        text.key("position")
        text.int(random.int(in: 0...500))
        text.key("weights")
        text.beginArray()
        for _ in 0..<random.int(in: 1...4) {
            text.double(Double(random.next() >> 11) * 0x1p-53 * 1e-3)
        }
        text.endArray()
        text.endObject()
    }

    // MARK: - Text

    private static let asciiWords = [
        "Home", "Morning", "Jazz", "Concerto", "Symphony", "Quartet", "Live", "Recording",
        "Playlist", "Album", "Artist", "Discover", "Weekly", "Mix", "Station", "Radio",
        "Classical", "Piano", "Violin", "Sonata", "Nocturne", "Prelude", "Suite", "Overture",
        "Bach", "Mozart", "Chopin", "Beethoven", "Vivaldi", "Debussy", "in", "the", "of", "and",
    ]
    private static let otherWords = [
        "Café", "Dvořák", "Saint-Saëns", "Fauré", "naïve", "Mañana", "Ørsted", "日本", "東京",
        "音楽", "Ελληνικά", "Привет", "🎵", "🎻", "👩‍🎤",
    ]
    private static let oddWords = [
        "\"quoted\"", "line\nbreak", "tab\there", "back\\slash", "a/b", "bell\u{7}",
    ]

    private mutating func sentence(words: ClosedRange<Int>) -> String {
        var result = ""
        for index in 0..<random.int(in: words) {
            if index > 0 { result += " " }
            switch random.int(in: 0...99) {
            case 0..<88: result += random.pick(Self.asciiWords)
            case 88..<97: result += random.pick(Self.otherWords)
            default: result += random.pick(Self.oddWords)
            }
        }
        return result
    }

    private mutating func imageURL() -> String {
        let id = String(random.next() >> 16, radix: 16)
        return "https://cdn.example.com/images/\(id)/\(random.int(in: 1...16) * 100)x\(random.int(in: 1...16) * 100).jpg"
    }

    private mutating func string(_ value: String) {
        text.string(value, using: &random)
    }
}
