import SDUIContract

/// What one client can receive: its API version and, when it sent one, its
/// capability manifest.
///
/// A type is allowed when the version has it (`ContractTypeTable`) and the
/// manifest, if any, declares it at the table's capability version or later.
/// Without the header the client is assumed to take everything its version has.
public struct ClientProfile: Sendable {
    public let version: APIVersion
    public let manifest: CapabilityManifest?
    /// The server's types, as its installed apps made them.
    public let table: ContractTypeTable

    public init(version: APIVersion, manifest: CapabilityManifest?, table: ContractTypeTable) {
        self.version = version
        self.manifest = manifest
        self.table = table
    }

    public func allows(_ kind: Capability.Kind, _ type: TypeName) -> Bool {
        guard let rule = table.rule(kind, type), rule.since <= version else { return false }
        guard let manifest else { return true }
        guard let declared = manifest.version(of: kind, type) else { return false }
        return declared >= rule.capabilityVersion
    }

    /// Whether the client resolves `@{…}` and `visible` itself. Only a
    /// declared feature counts: a client without the header may predate it.
    public var resolvesExpressions: Bool {
        manifest?.supports(.feature, CoreContract.expressions.type) ?? false
    }

    /// Whether the client runs a screen's `triggers` (§8.4): declared, with
    /// the expressions their conditions are written in (declared only, as above).
    public var runsTriggers: Bool {
        resolvesExpressions && (manifest?.supports(.feature, CoreContract.triggers.type) ?? false)
    }

    /// Whether the client runs a screen's `timers` (§8.5): declared, with
    /// the expressions their `until` and the texts showing them are written in.
    public var runsTimers: Bool {
        resolvesExpressions && (manifest?.supports(.feature, CoreContract.timers.type) ?? false)
    }

    /// Whether the client runs components' `visibilityActions` and
    /// `disappearActions` (§8.6; declared only, as above).
    public var tracksImpressions: Bool {
        manifest?.supports(.feature, CoreContract.impressions.type) ?? false
    }

    /// Whether the client expands `templates` itself (declared only, as above).
    public var expandsTemplates: Bool {
        manifest?.supports(.feature, CoreContract.templates.type) ?? false
    }

    /// Whether the client loads a list's next page itself (declared only, as above).
    public var loadsPages: Bool {
        manifest?.supports(.feature, CoreContract.pages.type) ?? false
    }

    /// Whether the client applies a `done` result's patch (declared only, as above).
    public var appliesPatches: Bool {
        manifest?.supports(.feature, CoreContract.patches.type) ?? false
    }

    /// Whether the client maps colour roles to its palettes and takes a
    /// screen's `theme` (declared only, as above).
    public var drawsThemes: Bool {
        manifest?.supports(.feature, CoreContract.themes.type) ?? false
    }

    /// Whether the client shows a `done` result's `toast` (it declares the
    /// `showToast` action, or sent no header and its version has it).
    public var showsToasts: Bool {
        allows(.action, "showToast")
    }

    /// Reads the `SDUI-Capabilities` header; an unreadable one is a 400, not a guess.
    public static func make(version: APIVersion, header: String?, table: ContractTypeTable) throws(APIError) -> ClientProfile {
        guard let header else { return ClientProfile(version: version, manifest: nil, table: table) }
        switch CapabilityManifest.parse(header: header) {
        case .success(let manifest):
            return ClientProfile(version: version, manifest: manifest, table: table)
        case .failure(let error):
            throw APIError.badRequest("invalid_capabilities", "The \(CapabilityManifest.headerName) header is invalid: \(error).")
        }
    }
}
