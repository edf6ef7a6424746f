import Foundation
import Testing
@testable import TerminalImages

/// A picture cut short (a download that ended early, a server that sent part
/// of the file) is refused as `.incomplete` naming it, never drawn as its top
/// half over gray. Real pictures from the demo's `Content/images`, cut.
@Suite("Pictures: cut short")
struct TruncatedPictureTests {
    static let images = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content/images")

    static func file(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: images.appendingPathComponent(name)))
    }

    static func refusal(_ bytes: [UInt8], source: String) -> PictureDecodeError? {
        do {
            _ = try PictureDecoder().decode(bytes, source: source)
            return nil
        } catch {
            return error
        }
    }

    @Test("the whole files decode", arguments: ["concert-hall.jpg", "composer-bach-small.jpg", "parcel-label.png"])
    func whole(_ name: String) throws {
        let picture = try PictureDecoder().decode(try Self.file(name), source: name)
        #expect(picture.width > 0 && picture.height > 0)
    }

    @Test("a JPEG cut anywhere in its picture data is incomplete (TurboJPEG's premature end), naming the URL",
          arguments: [("concert-hall.jpg", 0.5), ("concert-hall.jpg", 0.8), ("concert-hall.jpg", 0.99),
                      ("album-goldberg.jpg", 0.5), ("composer-bach-small.jpg", 0.8), ("composer-bach-small.jpg", 0.99)])
    func jpeg(_ name: String, _ share: Double) throws {
        let bytes = try Self.file(name)
        let cut = Array(bytes.prefix(Int(Double(bytes.count) * share)))
        let url = "http://127.0.0.1:8080/images/\(name)"
        guard case .incomplete(let source, let reason)? = Self.refusal(cut, source: url) else {
            Issue.record("\(name) cut at \(cut.count) of \(bytes.count): \(String(describing: Self.refusal(cut, source: url)))")
            return
        }
        #expect(source == url)
        #expect(reason.hasPrefix("TurboJPEG: "), "\(reason)")
        #expect(Self.refusal(cut, source: url)?.description.hasPrefix("\(url): incomplete, the file ends before the picture does (TurboJPEG: ") == true)
    }

    @Test("a PNG cut inside its image data, or before its IEND, is incomplete and says where it ends")
    func png() throws {
        let bytes = try Self.file("parcel-label.png")
        let url = "http://127.0.0.1:8080/images/parcel-label.png"
        for length in [bytes.count / 2, bytes.count - 12, bytes.count - 1, 8, 20] {
            guard case .incomplete(let source, let reason)? = Self.refusal(Array(bytes.prefix(length)), source: url) else {
                Issue.record("cut at \(length) of \(bytes.count): \(String(describing: Self.refusal(Array(bytes.prefix(length)), source: url)))")
                continue
            }
            #expect(source == url)
            #expect(reason.hasPrefix("it ends "), "\(reason)")
        }
        let half = Self.refusal(Array(bytes.prefix(bytes.count / 2)), source: url)?.description ?? ""
        #expect(half == "\(url): incomplete, the file ends before the picture does (it ends inside its IDAT chunk, 231 of the chunk's 496 bytes)",
                "\(half)")
        let noEnd = Self.refusal(Array(bytes.prefix(bytes.count - 12)), source: url)?.description ?? ""
        #expect(noEnd.contains("before its IEND chunk"), "\(noEnd)")
    }

    @Test("a JPEG with stray bytes between its segments (nothing made up) is still drawn")
    func extraneousBytes() throws {
        let bytes = try Self.file("composer-bach-small.jpg")
        // Two stray bytes just before the end marker: libjpeg warns "extraneous bytes before marker 0xd9".
        let stray = Array(bytes.dropLast(2)) + [0x00, 0x00, 0xFF, 0xD9]
        let picture = try PictureDecoder().decode(stray, source: "stray.jpg")
        #expect(picture.width > 0)
    }

    @Test("a JPEG cut before its picture data starts cannot be decoded (TurboJPEG: missing SOS marker), and says so")
    func jpegHeaderOnly() throws {
        let bytes = try Self.file("composer-bach-small.jpg")
        let error = Self.refusal(Array(bytes.prefix(bytes.count / 2)), source: "bach.jpg")
        guard case .malformed(_, let reason)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(reason.contains("missing SOS marker"), "\(reason)")
    }

    @Test("bytes after a PNG signature that are no chunks at all are left to libpng: malformed, not incomplete")
    func garbage() {
        let bytes = PictureDecoder.pngSignature + Array("not really".utf8)
        guard case .malformed? = Self.refusal(bytes, source: "fake.png") else {
            Issue.record("\(String(describing: Self.refusal(bytes, source: "fake.png")))")
            return
        }
    }
}
