// Draws the demo's pictures (Content/images) from code, so they carry no
// licence and can be made again:
//   swiftc -O -I Modules/CPNG -I Modules/CTurboJPEG Scripts/make-demo-images.swift -o /tmp/make-demo-images
//   /tmp/make-demo-images Content/images
import CPNG
import CTurboJPEG
import Foundation

struct Canvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        pixels = Array((0..<(width * height)).flatMap { _ in [fill.0, fill.1, fill.2] })
    }

    mutating func set(_ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 3
        pixels[offset] = color.0
        pixels[offset + 1] = color.1
        pixels[offset + 2] = color.2
    }

    mutating func rectangle(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: (UInt8, UInt8, UInt8)) {
        for row in y..<(y + h) { for column in x..<(x + w) { set(column, row, color) } }
    }
}

func mix(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), _ t: Double) -> (UInt8, UInt8, UInt8) {
    func channel(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8(Double(p) + (Double(q) - Double(p)) * t) }
    return (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
}

/// A concert hall: a warm ceiling, a stage of light under three arches, and rows of seats.
func concertHall() -> Canvas {
    var canvas = Canvas(width: 320, height: 160, fill: (0, 0, 0))
    for y in 0..<160 {
        let color = mix((58, 16, 20), (196, 120, 40), Double(y) / 159)
        for x in 0..<320 { canvas.set(x, y, color) }
    }
    for (center, radius) in [(80, 44), (160, 56), (240, 44)] {
        for y in 20..<110 {
            for x in (center - radius)..<(center + radius) {
                let dx = Double(x - center)
                let dy = Double(y - 110)
                if dx * dx + dy * dy < Double(radius * radius) { canvas.set(x, y, mix((255, 226, 150), (255, 190, 90), Double(y - 20) / 90)) }
            }
        }
    }
    for row in 0..<5 {
        let y = 112 + row * 10
        for seat in stride(from: row % 2 * 6, to: 320, by: 12) { canvas.rectangle(seat, y, 9, 6, (120 - UInt8(row * 14), 20, 30)) }
    }
    return canvas
}

/// Scan & Go: PostNL orange, a phone with a barcode on it, and a parcel.
func scanAndGo() -> Canvas {
    var canvas = Canvas(width: 320, height: 160, fill: (255, 98, 0))
    canvas.rectangle(40, 20, 84, 124, (30, 30, 46))
    canvas.rectangle(46, 30, 72, 100, (250, 250, 250))
    var x = 52
    for (index, width) in [2, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 3, 1, 2].enumerated() {
        if index % 2 == 0 { canvas.rectangle(x, 60, width * 2, 36, (20, 20, 20)) }
        x += width * 2
    }
    canvas.rectangle(180, 62, 100, 78, (196, 140, 84))
    canvas.rectangle(180, 62, 100, 10, (170, 118, 66))
    canvas.rectangle(224, 62, 12, 78, (226, 200, 150))
    return canvas
}

/// A parcel label: address lines and a Code 128-like barcode.
func parcelLabel() -> Canvas {
    var canvas = Canvas(width: 240, height: 120, fill: (255, 255, 255))
    canvas.rectangle(0, 0, 240, 3, (0, 0, 0)); canvas.rectangle(0, 117, 240, 3, (0, 0, 0))
    canvas.rectangle(0, 0, 3, 120, (0, 0, 0)); canvas.rectangle(237, 0, 3, 120, (0, 0, 0))
    for (index, width) in [120, 150, 96].enumerated() { canvas.rectangle(14, 14 + index * 12, width, 6, (110, 110, 110)) }
    var x = 20
    var seed: UInt32 = 0x3D3D_0123
    while x < 220 {
        seed = seed &* 1_103_515_245 &+ 12_345
        let bar = Int(seed >> 28 & 3) + 1
        canvas.rectangle(x, 56, bar * 2, 46, (0, 0, 0))
        x += bar * 2 + Int(seed >> 24 & 3) * 2 + 2
    }
    canvas.rectangle(255 - 60, 12, 30, 30, (255, 98, 0))
    return canvas
}

/// A playlist's banner: a night-blue gradient, a staff of five lines and notes on it.
func playlistBanner() -> Canvas {
    var canvas = Canvas(width: 320, height: 120, fill: (0, 0, 0))
    for y in 0..<120 {
        let color = mix((20, 24, 70), (90, 40, 120), Double(y) / 119)
        for x in 0..<320 { canvas.set(x, y, color) }
    }
    for line in 0..<5 { canvas.rectangle(20, 36 + line * 12, 280, 2, (230, 220, 255)) }
    for (index, x) in stride(from: 50, to: 300, by: 36).enumerated() {
        let y = 36 + (index * 7 % 5) * 12 - 5
        for dy in -5...5 { for dx in -7...7 where dx * dx * 25 + dy * dy * 49 <= 1225 { canvas.set(x + dx, y + dy, (255, 200, 90)) } }
        canvas.rectangle(x + 6, y - 30, 2, 30, (255, 200, 90))
    }
    return canvas
}

/// A composer's portrait: a head and shoulders on a background of the composer's colour.
func portrait(background: (UInt8, UInt8, UInt8), size: Int) -> Canvas {
    var canvas = Canvas(width: size, height: size, fill: background)
    let unit = Double(size) / 100
    for y in 0..<size {
        for x in 0..<size {
            let dx = Double(x) / unit - 50, dy = Double(y) / unit
            let head = dx * dx / 324 + (dy - 40) * (dy - 40) / 484 <= 1          // an oval, 36 × 44
            let wig = dx * dx / 576 + (dy - 36) * (dy - 36) / 576 <= 1 && dy < 44 // the hair around it
            let shoulders = dy > 68 && dx * dx / 1600 + (dy - 100) * (dy - 100) / 1024 <= 1
            if head { canvas.set(x, y, (236, 200, 170)) } else if wig { canvas.set(x, y, (245, 245, 240)) }
            else if shoulders { canvas.set(x, y, (40, 36, 48)) }
        }
    }
    return canvas
}

/// An album's cover: two colours in diagonal bands and a circle, like a record label.
func cover(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8), size: Int) -> Canvas {
    var canvas = Canvas(width: size, height: size, fill: first)
    let band = max(1, size / 8)
    for y in 0..<size {
        for x in 0..<size {
            if (x + y) / band % 2 == 1 { canvas.set(x, y, mix(first, second, 0.6)) }
            let dx = x - size / 2, dy = y - size / 2
            if dx * dx + dy * dy <= size * size / 16 { canvas.set(x, y, second) }
            if dx * dx + dy * dy <= size * size / 400 { canvas.set(x, y, (250, 250, 245)) }
        }
    }
    return canvas
}

func writeJPEG(_ canvas: Canvas, to path: String) throws {
    guard let handle = tjInitCompress() else { throw CocoaError(.fileWriteUnknown) }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = canvas.pixels.withUnsafeBufferPointer {
        tjCompress2(handle, $0.baseAddress, Int32(canvas.width), Int32(canvas.width * 3), Int32(canvas.height),
                    Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), 82, 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else { throw CocoaError(.fileWriteUnknown) }
    try Data(bytes: output, count: Int(size)).write(to: URL(fileURLWithPath: path))
}

func writePNG(_ canvas: Canvas, to path: String) throws {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    image.width = png_uint_32(canvas.width)
    image.height = png_uint_32(canvas.height)
    image.format = png_uint_32(PNG_FORMAT_RGB)
    let written = canvas.pixels.withUnsafeBytes { png_image_write_to_file(&image, path, 0, $0.baseAddress, 0, nil) }
    png_image_free(&image)
    guard written != 0 else { throw CocoaError(.fileWriteUnknown) }
}

let folder = CommandLine.arguments.dropFirst().first ?? "Content/images"
try writeJPEG(concertHall(), to: folder + "/concert-hall.jpg")
try writeJPEG(scanAndGo(), to: folder + "/scan-and-go.jpg")
try writePNG(parcelLabel(), to: folder + "/parcel-label.png")
try writeJPEG(playlistBanner(), to: folder + "/playlist-banner.jpg")
// The music catalogue's pictures (MusicSeed), each with a small variant for rows and
// as the headers' lowResolutionURL (MusicHeaders.small).
let portraits: [(String, (UInt8, UInt8, UInt8))] = [
    ("bach", (120, 60, 40)), ("mozart", (150, 40, 80)), ("beethoven", (40, 70, 120)), ("bernstein", (60, 110, 70)),
]
let covers: [(String, (UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8))] = [
    ("brandenburg", (200, 160, 60), (120, 30, 30)), ("goldberg", (230, 230, 220), (30, 30, 30)),
    ("requiem", (20, 20, 30), (170, 20, 40)), ("kempff", (70, 110, 170), (240, 220, 160)), ("wss", (220, 60, 40), (250, 200, 40)),
]
var written = ["concert-hall.jpg", "scan-and-go.jpg", "parcel-label.png", "playlist-banner.jpg"]
for (name, colour) in portraits {
    try writeJPEG(portrait(background: colour, size: 240), to: folder + "/composer-\(name).jpg")
    try writeJPEG(portrait(background: colour, size: 48), to: folder + "/composer-\(name)-small.jpg")
    written += ["composer-\(name).jpg", "composer-\(name)-small.jpg"]
}
for (name, first, second) in covers {
    try writeJPEG(cover(first, second, size: 240), to: folder + "/album-\(name).jpg")
    try writeJPEG(cover(first, second, size: 48), to: folder + "/album-\(name)-small.jpg")
    written += ["album-\(name).jpg", "album-\(name)-small.jpg"]
}
print("wrote \(written.joined(separator: ", ")) in \(folder)")
