/// Which members of an element (or of a structure inside one) hold other
/// elements, and which it cannot do without.
///
/// A server that prepares a screen for an older client walks the encoded
/// tree by member name (`ContractShape`): it must know where components and
/// actions sit to replace the ones a client lacks, which members are
/// free-form data it must not touch, and which members an element needs,
/// so that losing one drops the element instead of sending a dead one.
///
/// Lists rather than sets: every client builds every descriptor at launch,
/// and a set literal costs code at each declaration (docs/clip.md).
public struct ContractMembers: Sendable, Equatable {
    /// Members holding a component or an array of them (`children`).
    public var components: [String]
    /// Members holding an action or an array of them (`action`, `then`).
    public var actions: [String]
    /// Members holding `{"title", "action"}` entries (`secondaryButtons`).
    public var titledActions: [String]
    /// Members holding one action type's payload without its `type`
    /// (`share` of the navigation bar), by that type.
    public var implicitActions: [String: TypeName]
    /// Free-form data that may hold anything, even a member called `action`.
    public var opaque: [String]
    /// Members without which the element means nothing.
    public var required: [String]
    /// Members holding text a person reads (a title, a label, paragraphs):
    /// what a server looks up in its translations. A member name declared
    /// text by one type is text wherever it appears; ids, keys, URLs and
    /// values never are.
    public var texts: [String]
    /// Members holding a screen path (`navigate`'s `destination`, `keepOffline`'s `path`),
    /// which lint checks a content file or an app route answers.
    public var screenPaths: [String]

    public init(components: [String] = [], actions: [String] = [], titledActions: [String] = [],
                implicitActions: [String: TypeName] = [:], opaque: [String] = [], required: [String] = [],
                screenPaths: [String] = [], texts: [String] = []) {
        self.components = components
        self.actions = actions
        self.titledActions = titledActions
        self.implicitActions = implicitActions
        self.opaque = opaque
        self.required = required
        self.screenPaths = screenPaths
        self.texts = texts
    }

    public static let none = ContractMembers()
}
