// libFuzzer entry point for the JSON module. Built and run by
// Scripts/fuzz.sh, never by SwiftPM.
//
// Errors on bad input are expected; what counts as a finding is a crash, a
// sanitizer report, a hang, or one of the consistency checks below failing.
// A failed check stops the process with `fatalError`, which (unlike
// `preconditionFailure` in -O builds) prints its message, so the log says
// which check failed; libFuzzer saves the input. Trapping on purpose is fine
// in this harness and nowhere else.
import JSON

/// Runs every check on one input; libFuzzer calls it millions of times.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: size)
    let parsed = try? JSONParser().parse(input)
    if let parsed {
        checkWriterRoundTrip(parsed)
    }
    checkDecoderAgreesWithParser(input, parsed: parsed)
    checkModel(FuzzModel.self, input)
    checkModel([FuzzModel].self, input)
    if let parsed { checkTapeAgreesWithTree(input, parsed: parsed) }
    return 0
}

/// Writing a parsed value and parsing the text again must give the same value.
/// Compact output must also be a fixed point (writing the reparsed value gives
/// the same bytes); pretty, sorted output must read back to the same value.
private func checkWriterRoundTrip(_ value: JSONValue) {
    let text = write(value, JSONWriter())
    let reparsed = reparse(text, of: value)
    guard write(reparsed, JSONWriter()) == text else {
        fatalError("writing the round-tripped value gave different text")
    }
    let pretty = JSONWriter(formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    _ = reparse(write(value, pretty), of: value)
}

private func write(_ value: JSONValue, _ writer: JSONWriter) -> [UInt8] {
    do {
        return try writer.write(value)
    } catch {
        fatalError("JSONWriter refused a value JSONParser produced: \(error)")
    }
}

private func reparse(_ text: [UInt8], of value: JSONValue) -> JSONValue {
    let reparsed: JSONValue
    do {
        reparsed = try JSONParser().parse(text)
    } catch {
        fatalError("JSONWriter wrote text JSONParser refuses: \(error)\n\(String(decoding: text, as: UTF8.self))")
    }
    guard reparsed == value else {
        fatalError("writer round trip changed the value:\n\(value)\n\(reparsed)")
    }
    return reparsed
}

/// Decoding into `JSONValue` must accept exactly what the parser accepts, with the same result.
private func checkDecoderAgreesWithParser(_ input: UnsafeRawBufferPointer, parsed: JSONValue?) {
    let decoded = try? JSONModelDecoder().decode(JSONValue.self, from: input)
    switch (parsed, decoded) {
    case (nil, nil):
        return
    case (let parsed?, let decoded?):
        guard parsed == decoded else { fatalError("decoder and parser disagree:\n\(parsed)\n\(decoded)") }
    case (nil, _?):
        fatalError("JSONModelDecoder accepted a document JSONParser refuses")
    case (_?, nil):
        fatalError("JSONModelDecoder refused a document JSONParser accepts")
    }
}

/// Decodes a model; when that works, encoding it and decoding the output must give it back.
private func checkModel<Model: Codable & Equatable>(_ type: Model.Type, _ input: UnsafeRawBufferPointer) {
    guard let model = try? JSONModelDecoder().decode(type, from: input) else { return }
    let encoded: [UInt8]
    do {
        encoded = try JSONModelEncoder().encode(model)
    } catch {
        fatalError("JSONModelEncoder failed on a decoded \(type): \(error)")
    }
    let again: Model
    do {
        again = try JSONModelDecoder().decode(type, from: encoded)
    } catch {
        fatalError("JSONModelEncoder's output does not decode: \(error)\n\(String(decoding: encoded, as: UTF8.self))")
    }
    guard again == model else {
        fatalError("model round trip changed the value:\n\(model)\n\(again)")
    }
}

/// Decoding from bytes reads a tape; decoding from a parsed `JSONValue` walks
/// the tree (what the SDUI core does). Both must give the same model, or fail
/// with the same description.
private func checkTapeAgreesWithTree(_ input: UnsafeRawBufferPointer, parsed: JSONValue) {
    let tape = Result { try JSONModelDecoder().decode([FuzzModel].self, from: input) }
    let tree = Result { try JSONModelDecoder().decode([FuzzModel].self, from: parsed) }
    switch (tape, tree) {
    case (.success(let a), .success(let b)):
        guard a == b else { fatalError("tape and tree decoded different models:\n\(a)\n\(b)") }
    case (.failure(let a), .failure(let b)):
        guard "\(a)" == "\(b)" else { fatalError("tape and tree failed differently:\n\(a)\n\(b)") }
    default:
        fatalError("tape and tree disagree on success: \(tape) / \(tree)")
    }
}
