// libFuzzer entry point for the core's screen decoding, with every feature's
// contract types registered (as the full client has them). Built and run by
// Scripts/fuzz.sh, never by SwiftPM; `factory` is in Fuzz/Shared.
//
// Errors and diagnostics on bad input are expected; what counts as a finding
// is a crash, a sanitizer report, a hang, or one of the checks below failing
// (with `fatalError`, so the log says which; trapping on purpose is fine in
// this harness and nowhere else).
import Glibc
import JSON
import SDUIContract

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? factory.makeDocument(from: bytes) else { return 0 }
    checkAmplification(document, inputBytes: size)
    checkDiagnostics(document.initial.diagnostics)
    // Resolving consumes what expressions and escapes say (`\@{` becomes `@{`), so only a
    // screen without them must read back the same; any other must still read back.
    checkReencoding(document.initial.value, requiresSameScreen: !document.dependsOnState)
    if document.dependsOnState {
        // The state changes as a user types and ticks: every expression runs again.
        let changed = document.screen(in: ScreenState(perturbed(document.json?["initialState"]?.objectValue ?? JSONObject())))
        checkDiagnostics(changed.diagnostics)
        checkReencoding(changed.value, requiresSameScreen: false)
    }
    return 0
}

/// The most expanded bytes per input byte seen in this run, printed when it ends.
nonisolated(unsafe) var largestGrowth = (ratio: 0.0, input: 0, expanded: 0)
let printGrowthAtExit: Void = {
    atexit {
        let growth = largestGrowth
        print("screen-fuzz: largest growth \(growth.ratio) expanded bytes per input byte (\(growth.input) -> \(growth.expanded) bytes)")
    }
}()

/// Templates and expressions together never add more than the document's
/// budget: expanded, the document is at most its own size plus the budget,
/// and resolved, at most that plus the budget again. Anything larger is a finding.
func checkAmplification(_ document: ScreenDocument, inputBytes: Int) {
    _ = printGrowthAtExit
    let budget = AmplificationBudget(inputBytes: inputBytes)
    // Straight from the tape: nothing was expanded or resolved.
    guard let json = document.json else { return }
    let expanded = json.compactByteCount
    guard expanded <= inputBytes + budget.bytes else {
        fatalError("the templates expanded \(inputBytes) bytes to \(expanded), past the budget of \(budget)")
    }
    let resolved = document.dependsOnState
        ? document.expressions.resolve(json, in: ScreenState(json["initialState"]?.objectValue)).value.compactByteCount
        : expanded
    guard resolved <= expanded + budget.bytes else {
        fatalError("the expressions grew \(expanded) bytes to \(resolved), past the budget of \(budget)")
    }
    let ratio = Double(max(expanded, resolved)) / Double(max(1, inputBytes))
    if ratio > largestGrowth.ratio { largestGrowth = (ratio, inputBytes, max(expanded, resolved)) }
}

/// Every diagnostic says where and why.
func checkDiagnostics(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where (diagnostic.path.isEmpty && !diagnostic.isDocumentWide) || diagnostic.reason.isEmpty {
        fatalError("a diagnostic without a path or a reason: \(diagnostic)")
    }
}

extension Diagnostic {
    /// Summaries about the whole document (a spent budget, diagnostics not
    /// recorded) have no element to point at.
    var isDocumentWide: Bool {
        if case .notRecorded = kind { return true }
        return reason.contains("budget was spent")
    }
}

/// What a client decoded, written by the contract's types (as the server does when it
/// downgrades a screen), must decode again with nothing dropped, and to the same screen
/// when `requiresSameScreen`.
func checkReencoding(_ screen: Screen, requiresSameScreen: Bool) {
    let written: [UInt8]
    do {
        written = try JSONWriter().write(try JSONModelEncoder().encodeToValue(screen))
    } catch {
        fatalError("a decoded screen does not encode: \(error)")
    }
    let again: Decoded<Screen>
    do {
        again = try factory.makeScreen(from: written)
    } catch {
        fatalError("a re-encoded screen is refused: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard again.droppedCount == 0 else {
        fatalError("a re-encoded screen lost elements: \(again.diagnostics)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard !requiresSameScreen || again.value == screen else {
        fatalError("a re-encoded screen decodes differently:\n\(String(decoding: written, as: UTF8.self))")
    }
}

/// Each value changed the way input changes it: toggles flipped, text typed, numbers moved.
func perturbed(_ state: JSONObject) -> JSONObject {
    JSONObject(state.map { entry -> (String, JSONValue) in
        switch entry.value {
        case .bool(let value): (entry.key, .bool(!value))
        case .string(let text): (entry.key, .string(text + "7x@{"))
        case .number(let number): (entry.key, .number(JSONNumber((number.int64Value ?? 0) &+ 1)))
        default: (entry.key, .null)
        }
    })
}
