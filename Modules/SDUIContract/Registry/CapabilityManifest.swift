/// Every component and action type a client can handle, sent with each request
/// so the server never sends a type the client did not declare and can pick
/// a fallback instead.
///
/// Header form (`SDUI-Capabilities`): `a:navigate@1,c:detailRow@1,c:text@1,f:expressions@1`:
/// actions first, then components, then contract features, each sorted by name, so equal manifests
/// produce equal headers and cache keys. A type listed twice keeps its highest version.
public struct CapabilityManifest: Sendable, Equatable {
    public static let headerName = "SDUI-Capabilities"

    public let capabilities: [Capability]

    public init(_ capabilities: [Capability]) {
        var highest: [String: Capability] = [:]
        for capability in capabilities {
            let key = "\(capability.kind.rawValue):\(capability.type)"
            if let known = highest[key], known.version >= capability.version { continue }
            highest[key] = capability
        }
        self.capabilities = highest.values.sorted()
    }

    public func supports(_ kind: Capability.Kind, _ type: TypeName) -> Bool {
        capabilities.contains { $0.kind == kind && $0.type == type }
    }

    public func version(of kind: Capability.Kind, _ type: TypeName) -> Int? {
        capabilities.first { $0.kind == kind && $0.type == type }?.version
    }

    public var headerValue: String {
        // Appended by hand: `joined(separator:)` casts dynamically, and a first dynamic
        // cast scans every conformance record, once per process (the clip sends this first).
        var value = ""
        for capability in capabilities {
            if !value.isEmpty { value.append(",") }
            value.append(capability.kind.letter)
            value.append(":")
            value.append(capability.type.rawValue)
            value.append("@")
            value.append(String(capability.version))
        }
        return value
    }

    /// Reads a header value; entries that do not parse are reported, not guessed.
    public static func parse(header: String) -> Result<CapabilityManifest, ManifestError> {
        var capabilities: [Capability] = []
        for entry in header.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = entry.trimmingSpaces
            if trimmed.isEmpty { continue }  // "a, ,b": an empty list element, which HTTP says to ignore
            guard trimmed.count > 2, let colon = trimmed.firstIndex(of: ":"),
                  let at = trimmed.lastIndex(of: "@"), colon < at
            else { return .failure(ManifestError(entry: String(trimmed))) }
            let kindText = trimmed[..<colon]
            let kind: Capability.Kind
            switch kindText {
            case "c": kind = .component
            case "a": kind = .action
            case "f": kind = .feature
            default: return .failure(ManifestError(entry: String(trimmed)))
            }
            let name = trimmed[trimmed.index(after: colon)..<at]
            let versionText = trimmed[trimmed.index(after: at)...]
            guard isTypeName(name), isVersion(versionText), let version = Int(versionText) else {
                return .failure(ManifestError(entry: String(trimmed)))
            }
            capabilities.append(Capability(kind: kind, type: TypeName(String(name)), version: version))
        }
        return .success(CapabilityManifest(capabilities))
    }
}

extension CapabilityManifest {
    /// The longest type name an entry may carry.
    public static let maximumTypeNameLength = 64

    /// A letter, then letters, digits, `.`, `_` or `-`: the grammar that
    /// `docs/openapi.yaml` gives the header, so a fuzzer and the server agree
    /// on what is well formed.
    static func isTypeName(_ name: Substring) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first, bytes.count <= maximumTypeNameLength, first.isASCIILetter else { return false }
        return bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// One to nine digits without a leading zero.
    static func isVersion(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= 9, first != UInt8(ascii: "0") else { return false }
        return bytes.allSatisfy(\.isASCIIDigit)
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    fileprivate var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}

/// A capability header entry that could not be read.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let entry: String
    public var description: String {
        "invalid capability '\(entry)': expected c:TYPE@VERSION, a:TYPE@VERSION or f:FEATURE@VERSION"
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
