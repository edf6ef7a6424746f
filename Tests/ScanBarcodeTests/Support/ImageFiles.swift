import PNGReading
import Glibc
import ScanBarcode

/// Writes test images as PGM, PPM and PNG files in a fresh temporary folder.
struct ImageFiles {
    let directory: String

    /// A new folder under the system's temporary directory.
    init() throws {
        var template = Array("/tmp/scanbarcode-tests-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw TestError("mkdtemp failed: errno \(errno)") }
        directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func path(_ name: String) -> String { "\(directory)/\(name)" }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let path = path(name)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw TestError("cannot create \(path): errno \(errno)") }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw TestError("short write to \(path)") }
        return path
    }

    /// Removes the folder and everything in it.
    func remove() {
        if let entries = opendir(directory) {
            while let entry = readdir(entries) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { unlink(path(name)) }
            }
            closedir(entries)
        }
        rmdir(directory)
    }

    // MARK: Encoders

    /// Binary (`P5`) or ASCII (`P2`) PGM.
    static func pgm(_ image: GrayImage, ascii: Bool = false) -> [UInt8] {
        if ascii {
            var text = "P2\n# written by ScanBarcodeTests\n\(image.width) \(image.height)\n255\n"
            for y in 0..<image.height {
                text += (0..<image.width).map { String(image[$0, y]) }.joined(separator: " ") + "\n"
            }
            return Array(text.utf8)
        }
        return Array("P5\n\(image.width) \(image.height)\n255\n".utf8) + image.pixels
    }

    /// Binary (`P6`) or ASCII (`P3`) PPM, each gray value repeated as red, green and blue.
    static func ppm(_ image: GrayImage, ascii: Bool = false) -> [UInt8] {
        let rgb = image.pixels.flatMap { [$0, $0, $0] }
        if ascii {
            var text = "P3\n\(image.width) \(image.height)\n255\n"
            text += rgb.map { String($0) }.joined(separator: "\n")
            return Array(text.utf8)
        }
        return Array("P6\n\(image.width) \(image.height)\n255\n".utf8) + rgb
    }

    /// 16-bit binary PGM (maximum value 65535).
    static func pgm16(_ image: GrayImage) -> [UInt8] {
        Array("P5\n\(image.width) \(image.height)\n65535\n".utf8) + image.pixels.flatMap { [$0, $0] }
    }

    /// A PNG written by libpng's simplified API, gray, RGB or gray with alpha.
    static func png(_ image: GrayImage, layout: PNGLayout = .gray) throws -> [UInt8] {
        let samples: [UInt8]
        switch layout {
        case .rgb:
            samples = image.pixels.flatMap { [$0, $0, $0] }
        case .grayAlpha:
            // Dark pixels opaque black, light ones fully transparent (a label on a transparent background).
            samples = image.pixels.flatMap { $0 < 128 ? [0, 255] : [0, 0] }
        case .gray:
            samples = image.pixels
        }
        return try PNGWriter.write(width: image.width, height: image.height, layout: layout, pixels: samples)
    }

    /// A PNG signature, an IHDR for `width × height` 8-bit gray, a tiny IDAT and IEND,
    /// all with correct CRCs: a valid header for an image far larger than its file.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return be32(UInt32(data.count)) + typed + be32(CRC32.checksum(typed))
        }
        let ihdr = be32(width) + be32(height) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + chunk("IEND", [])
    }
}

/// CRC-32 as PNG chunks use it.
enum CRC32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

struct TestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
