/// snake_case ⇄ camelCase key conversion, with Foundation's exact rules.
///
/// Servers written against Foundation's `JSONEncoder`/`JSONDecoder` rely on
/// its quirks (`"URL"` becomes `"u_rl"`, `"a__b"` becomes `"aB"`, leading and
/// trailing underscores survive), so the rules are reproduced rather than
/// improved; a key that converts differently would silently fail to match.
enum JSONKeyCaseConversion {
    /// `"one_two_three"` → `"oneTwoThree"`, `"_one_two_"` → `"_oneTwo_"`.
    ///
    /// Words after the first are capitalized (first cased letter titlecased,
    /// the rest lowercased) and the first word is lowercased, but a key with no
    /// inner underscore is returned unchanged, as Foundation does.
    static func fromSnakeCase(_ key: String) -> String {
        // Fast exit: most keys have no underscore at all.
        guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
        let scalars = Array(key.unicodeScalars)
        guard let first = scalars.firstIndex(where: { $0 != "_" }) else { return key }
        var last = scalars.count - 1
        while last > first && scalars[last] == "_" { last -= 1 }

        var words: [ArraySlice<Unicode.Scalar>] = []
        var wordStart = first
        for i in first...last where scalars[i] == "_" {
            if i > wordStart { words.append(scalars[wordStart..<i]) }
            wordStart = i + 1
        }
        if wordStart <= last { words.append(scalars[wordStart...last]) }

        var result = String(String.UnicodeScalarView(scalars[..<first]))
        if words.count <= 1 {
            // No inner underscore: leave the word as is, it may already be camelCase.
            result.unicodeScalars.append(contentsOf: scalars[first...last])
        } else {
            result += String(String.UnicodeScalarView(words[0])).lowercased()
            for word in words.dropFirst() {
                appendCapitalized(word, to: &result)
            }
        }
        result.unicodeScalars.append(contentsOf: scalars[(last + 1)...])
        return result
    }

    /// `"myURLProperty"` → `"my_url_property"`, `"_oneTwo_"` → `"_one_two_"`.
    ///
    /// Splits where a lowercase-to-uppercase boundary occurs and before the
    /// last capital of a run of capitals, then lowercases each word.
    static func toSnakeCase(_ key: String) -> String {
        // Fast exit: an ASCII key without capitals is its own snake case.
        if key.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) { return key }
        let scalars = Array(key.unicodeScalars)
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = scalars.count
        while let upper = scalars[searchStart..<end].firstIndex(where: isUppercase) {
            words.append(wordStart..<upper)
            guard let lower = scalars[upper..<end].firstIndex(where: isLowercase) else {
                // No more lowercase letters: the rest is one word.
                wordStart = upper
                searchStart = end
                break
            }
            if lower == upper + 1 {
                // A single capital starts a word.
                wordStart = upper
            } else {
                // A run of capitals is its own word, except the capital before the lowercase letter.
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
            if searchStart > end { searchStart = end }
        }
        words.append(wordStart..<end)
        var result = ""
        result.reserveCapacity(key.utf8.count + words.count)
        for (i, word) in words.enumerated() {
            if i > 0 { result.append("_") }
            result += String(String.UnicodeScalarView(scalars[word])).lowercased()
        }
        return result
    }

    // MARK: - Character classes (Foundation's CharacterSet.uppercaseLetters etc.)

    /// Lu and Lt, like `CharacterSet.uppercaseLetters`.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x41 && scalar.value <= 0x5A }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: return true
        default: return false
        }
    }

    /// Ll, like `CharacterSet.lowercaseLetters`.
    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x61 && scalar.value <= 0x7A }
        return scalar.properties.generalCategory == .lowercaseLetter
    }

    /// The characters `capitalized` looks through when deciding whether a
    /// letter starts a word. Foundation uses CoreFoundation's table, which in
    /// ASCII holds only `'`, `^` and `` ` ``; elsewhere Unicode's
    /// Case_Ignorable without modifier letters is the closest match.
    private static func isCaseIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "'" || scalar == "^" || scalar == "`"
        }
        let properties = scalar.properties
        return properties.isCaseIgnorable && properties.generalCategory != .modifierLetter
    }

    /// Appends `word` capitalized as Foundation's `String.capitalized` does.
    private static func appendCapitalized(_ word: ArraySlice<Unicode.Scalar>, to result: inout String) {
        var lastWasCased = false
        for scalar in word {
            if isUppercase(scalar) {
                if lastWasCased {
                    result += scalar.properties.lowercaseMapping
                } else {
                    result.unicodeScalars.append(scalar)
                }
                lastWasCased = true
            } else if isLowercase(scalar) {
                if lastWasCased {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += scalar.properties.titlecaseMapping
                }
                lastWasCased = true
            } else {
                result.unicodeScalars.append(scalar)
                if !isCaseIgnorable(scalar) { lastWasCased = false }
            }
        }
    }
}
