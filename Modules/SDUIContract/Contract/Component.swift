import JSON

/// One element of a screen: an id, a type, and that type's content.
///
/// Decoding never fails on what a newer or buggy server might send inside a
/// component: an unknown type becomes an `UnknownComponent` that keeps its raw
/// JSON (and is dropped from arrays with a diagnostic), a malformed payload
/// falls back to the server's `fallback` element when there is one.
///
/// ```json
/// {"type": "text", "id": "intro", "paragraphs": ["Hello"], "fallback": null}
/// ```
public struct Component: Codable, Sendable, Equatable, Identifiable, PlaceholderElement {
    /// Stable across refreshes: the server's `id`, or the element's JSON path when it sent none.
    public let id: String
    public let type: TypeName
    public let content: any ComponentContent
    /// Boxed in an array to allow the recursion.
    private let fallbackStorage: [Component]
    /// The `fallback` a decoded element carried, kept as sent so that writing
    /// the element again keeps it (a server that prepares a screen for an older
    /// client decodes and encodes it, and then needs the fallbacks).
    private var sentFallback: JSONValue?
    /// An expression (`@{insured}`) that decides whether the component is
    /// shown, for a server to send (§8.1). A client never sees it set: it
    /// resolves `visible` before decoding and leaves hidden components out.
    public let visibleWhen: String?
    /// What a screen reader calls the component, when what it shows is not
    /// enough ("Pay €7.75 with iDEAL" for a button that reads "Pay"). Any type
    /// may carry it, so a feature's components need no field of their own.
    public let accessibilityLabel: String?
    /// Actions run when the person has seen the component (§8.6); any type
    /// may carry them. Sent only to clients that declare `f:impressions@1`.
    public let visibilityActions: [VisibilityAction]
    /// Actions run when the component, once seen, leaves the screen (§8.6).
    public let disappearActions: [DisappearAction]

    public init(id: String, content: any ComponentContent, fallback: Component? = nil, visibleWhen: String? = nil,
                accessibilityLabel: String? = nil, visibilityActions: [VisibilityAction] = [], disappearActions: [DisappearAction] = []) {
        self.id = id
        type = Swift.type(of: content).typeName
        self.content = content
        fallbackStorage = fallback.map { [$0] } ?? []
        self.visibleWhen = visibleWhen
        self.accessibilityLabel = accessibilityLabel
        self.visibilityActions = visibilityActions
        self.disappearActions = disappearActions
    }

    /// The same element (id, fallback, visibility, label, impressions) with other content of any type.
    public func replacingContent(_ content: any ComponentContent) -> Component {
        var copy = Component(id: id, content: content, fallback: fallback, visibleWhen: visibleWhen,
                             accessibilityLabel: accessibilityLabel, visibilityActions: visibilityActions,
                             disappearActions: disappearActions)
        copy.sentFallback = sentFallback
        return copy
    }

    /// The envelope members holding impressions (§8.6), which a server leaves
    /// out for a client without `f:impressions@1`.
    public static let impressionMembers: [String] = [ElementKeys.visibilityActions.rawValue, ElementKeys.disappearActions.rawValue]

    /// The envelope members holding text a person reads, which a server
    /// translates as it does the types' own (`ContractMembers.texts`).
    public static let textMembers: [String] = [ElementKeys.accessibilityLabel.rawValue]

    /// Whether a client must watch the component's visibility (§8.6).
    public var isTracked: Bool { !visibilityActions.isEmpty || !disappearActions.isEmpty }

    /// What the server asked older clients to show instead; only the server sets it.
    public var fallback: Component? { fallbackStorage.first }

    /// True for components this client cannot show.
    public var isPlaceholder: Bool { content is UnknownComponent }

    /// The content as a concrete type, or nil when it is another type.
    public func content<Content: ComponentContent>(as type: Content.Type) -> Content? {
        content as? Content
    }

    enum ElementKeys: String, CodingKey {
        case type, id, fallback, visible, accessibilityLabel, visibilityActions, disappearActions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ElementKeys.self)
        let type = try container.decode(TypeName.self, forKey: .type)
        let explicitID = try container.decodeIfPresent(String.self, forKey: .id)
        let context = ContractContext.of(decoder)
        // Nested components, fallbacks included, are bounded (each level costs its path again).
        try context.enterComponent(at: decoder)
        defer { context.leaveComponent() }
        // A deep document's path costs in proportion to its depth: made only when needed.
        self.id = explicitID ?? ContractPath.elementID(at: decoder)
        fallbackStorage = []
        visibleWhen = nil
        accessibilityLabel = Self.accessibilityLabel(in: container, at: decoder, context: context)
        (visibilityActions, disappearActions) = Self.impressions(in: container, at: decoder, context: context)

        let content: (any ComponentContent)?
        do {
            if let core = CoreContract.componentTypes[type] {
                content = try core(decoder)
            } else {
                content = try context.delegate.makeExternalComponent(type, from: decoder)
            }
        } catch {
            // A malformed payload: show the fallback if the server sent one.
            guard container.contains(.fallback),
                  let fallback = try? container.decode(Component.self, forKey: .fallback),
                  !fallback.isPlaceholder
            else { throw error }
            let path = decoder.codingPath
            let failure = DecodingFailure(error, at: path)
            context.record(.replacedByFallback(type), at: path,
                           "'\(type)' is invalid (\(failure)); showing its fallback '\(fallback.type)'")
            self.type = fallback.type
            self.content = fallback.content
            return
        }

        if let content {
            self.type = type
            self.content = content
            if container.contains(.fallback) { sentFallback = try? container.decode(JSONValue.self, forKey: .fallback) }
        } else if container.contains(.fallback), let fallback = try? container.decode(Component.self, forKey: .fallback),
                  !fallback.isPlaceholder {
            context.record(.replacedByFallback(type), at: decoder.codingPath,
                           "component type '\(type)' is not supported by this client; showing its fallback '\(fallback.type)'")
            self.type = fallback.type
            self.content = fallback.content
        } else {
            context.record(.unknownType(type), at: decoder.codingPath,
                           "component type '\(type)' is not supported by this client")
            self.type = type
            self.content = UnknownComponent(type: type, raw: try JSONValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if let unknown = content as? UnknownComponent {
            try unknown.raw.encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: ElementKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(id, forKey: .id)
        if let fallback {
            try container.encode(fallback, forKey: .fallback)
        } else if let sentFallback, !sentFallback.isNull {
            try container.encode(sentFallback, forKey: .fallback)
        }
        try container.encodeIfPresent(visibleWhen, forKey: .visible)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        if !visibilityActions.isEmpty { try container.encode(visibilityActions, forKey: .visibilityActions) }
        if !disappearActions.isEmpty { try container.encode(disappearActions, forKey: .disappearActions) }
        try content.encode(to: encoder)
    }

    /// The envelope's `accessibilityLabel`: a label that is not text is left out with a
    /// diagnostic, and the component is shown all the same.
    private static func accessibilityLabel(in container: KeyedDecodingContainer<ElementKeys>, at decoder: any Decoder,
                                           context: ContractContext) -> String? {
        guard container.contains(.accessibilityLabel) else { return nil }
        if let label = try? container.decodeNil(forKey: .accessibilityLabel), label { return nil }
        guard let label = try? container.decode(String.self, forKey: .accessibilityLabel) else {
            context.record(.defaultedValue, at: decoder.codingPath + [ElementKeys.accessibilityLabel],
                           "accessibilityLabel must be text; the component is read by what it shows")
            return nil
        }
        return label
    }

    /// The envelope's `visibilityActions` and `disappearActions`, each entry
    /// lossy; none past the document's `maximumTrackedElements`.
    private static func impressions(in container: KeyedDecodingContainer<ElementKeys>, at decoder: any Decoder,
                                    context: ContractContext) -> ([VisibilityAction], [DisappearAction]) {
        guard container.contains(.visibilityActions) || container.contains(.disappearActions),
              context.admitsTracking(at: decoder) else { return ([], []) }
        var visibility = container.decodeLossyIfPresent(LossyArray<VisibilityAction>.self, forKey: .visibilityActions, context: context)?.wrappedValue ?? []
        var disappear = container.decodeLossyIfPresent(LossyArray<DisappearAction>.self, forKey: .disappearActions, context: context)?.wrappedValue ?? []
        let most = VisibilityAction.maximumPerComponent
        if visibility.count > most || disappear.count > most {
            context.record(.invalidElement, at: decoder.codingPath,
                           "a component keeps at most \(most) visibilityActions and \(most) disappearActions; the others are left out")
            visibility = Array(visibility.prefix(most))
            disappear = Array(disappear.prefix(most))
        }
        return (visibility, disappear)
    }

    public static func == (lhs: Component, rhs: Component) -> Bool {
        lhs.id == rhs.id && lhs.type == rhs.type && lhs.content.isEqual(to: rhs.content)
            && lhs.fallbackStorage == rhs.fallbackStorage && lhs.visibleWhen == rhs.visibleWhen
            && lhs.accessibilityLabel == rhs.accessibilityLabel
            && lhs.visibilityActions == rhs.visibilityActions && lhs.disappearActions == rhs.disappearActions
    }
}

/// A component of a type this client does not know, kept verbatim.
public struct UnknownComponent: ComponentContent {
    public static let typeName: TypeName = "unknown"
    public let type: TypeName
    public let raw: JSONValue

    public init(type: TypeName, raw: JSONValue) {
        self.type = type
        self.raw = raw
    }
}
