/// A short WAV tone standing in for a track's audio when the server sends none.
///
/// Lets the external-command output be exercised end to end (a real `aplay`
/// plays it) without shipping audio files.
enum ToneWAV {
    static let sampleRate = 8000

    /// 8-bit mono PCM: a quiet tone whose pitch depends on the track id.
    static func make(seconds: Double, seed: String) -> [UInt8] {
        let count = max(1, Int(min(seconds, 900) * Double(sampleRate)))
        var hash: UInt32 = 2_166_136_261
        for byte in seed.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let period = 10 + Int(hash % 30)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + count)
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        bytes.append(contentsOf: Array("RIFF".utf8))
        append32(UInt32(36 + count))
        bytes.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16)
        append16(1)
        append16(1)
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate))
        append16(1)
        append16(8)
        bytes.append(contentsOf: Array("data".utf8))
        append32(UInt32(count))
        for sample in 0..<count {
            // A triangle wave, quiet: 128 ± 16.
            let phase = sample % period
            let level = phase < period / 2 ? phase : period - phase
            bytes.append(UInt8(112 + (32 * level) / max(1, period / 2)))
        }
        return bytes
    }
}
