// libFuzzer entry point for the core's other two documents: command results
// (what a remote action answers) and widgets, with every feature's contract
// types registered. Built and run by Scripts/fuzz.sh, never by SwiftPM.
//
// Errors and diagnostics on bad input are expected; a finding is a crash, a
// sanitizer report, a hang, or a failed check (`fatalError`, so the log says
// which; trapping on purpose is fine in this harness and nowhere else).
import JSON
import SDUIContract

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let result = try? factory.makeCommandResult(from: bytes) {
        check(result, decodeAgain: factory.makeCommandResult)
    }
    if let widget = try? factory.makeWidget(from: bytes) {
        check(widget, decodeAgain: factory.makeWidget)
    }
    return 0
}

/// Every diagnostic says where and why; the decoded value, written by the contract's
/// types, decodes again to the same value, dropping nothing more than the first time
/// (a result type this client does not know stays in the value, and is reported again).
func check<Value: Codable & Equatable & Sendable>(
    _ decoded: Decoded<Value>, decodeAgain: ([UInt8]) throws(ContractError) -> Decoded<Value>
) {
    for diagnostic in decoded.diagnostics where diagnostic.path.isEmpty || diagnostic.reason.isEmpty {
        fatalError("a diagnostic without a path or a reason: \(diagnostic)")
    }
    let written: [UInt8]
    do {
        written = try JSONWriter().write(try JSONModelEncoder().encodeToValue(decoded.value))
    } catch {
        fatalError("a decoded \(Value.self) does not encode: \(error)")
    }
    let again: Decoded<Value>
    do {
        again = try decodeAgain(written)
    } catch {
        fatalError("a re-encoded \(Value.self) is refused: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard again.droppedCount <= decoded.droppedCount, again.value == decoded.value else {
        fatalError("a re-encoded \(Value.self) changed: \(again.diagnostics)\n\(String(decoding: written, as: UTF8.self))")
    }
}
