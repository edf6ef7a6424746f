/// The payload of one component type, such as `text` or `detailRow`.
///
/// Core components and feature components conform alike: the factory decodes
/// them by `typeName`, renderers look them up by it, and the capability
/// manifest lists it with `version`.
///
/// ```swift
/// struct BarcodeInput: ComponentContent {
///     static let typeName: TypeName = "barcodeInput"
///     var title: String
/// }
/// ```
public protocol ComponentContent: Codable, Sendable, Equatable {
    static var typeName: TypeName { get }
    /// Bumped when the payload gains something a server may rely on.
    static var version: Int { get }
    /// Nested components, for walking the tree (focus order, search, diffs).
    var children: [Component] { get }
    /// Actions this component can run, in focus order.
    var actions: [Action] { get }
    /// The same content holding `children` instead (a patch changed some);
    /// a type without children returns itself.
    func replacingChildren(_ children: [Component]) -> Self
}

extension ComponentContent {
    public static var version: Int { 1 }
    public var children: [Component] { [] }
    public var actions: [Action] { [] }
    public func replacingChildren(_ children: [Component]) -> Self { self }

    /// Equality across existentials, for comparing components of any type.
    public func isEqual(to other: any ComponentContent) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
