/// Encodes printable ASCII as Code 128 (code set B) into modules, quiet
/// zones included: start B, the characters, the modulo-103 checksum, stop.
enum Code128Encoder {
    /// Bar and space widths of symbols 0…106 (106, the stop, has seven).
    static let widths: [String] = [
        "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
        "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
        "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
        "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
        "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
        "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
        "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
        "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
        "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
        "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
        "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
    ]
    static let startB = 104
    static let stop = 106

    static func symbols(_ text: String) -> [Int] {
        let values = text.unicodeScalars.map { Int($0.value) - 32 }
        precondition(values.allSatisfy { (0...94).contains($0) }, "code set B holds printable ASCII only")
        var checksum = startB
        for (index, value) in values.enumerated() { checksum += (index + 1) * value }
        return [startB] + values + [checksum % 103, stop]
    }

    static func modules(_ text: String) -> [Bool] {
        var modules = [Bool](repeating: false, count: 10)
        for symbol in symbols(text) {
            for (index, width) in widths[symbol].enumerated() {
                let count = width.wholeNumberValue ?? 0
                modules += [Bool](repeating: index.isMultiple(of: 2), count: count)
            }
        }
        return modules + [Bool](repeating: false, count: 10)
    }
}
