/// One step of a coding path, kept unboxed until someone asks for the path.
///
/// Decoding a large document touches millions of values but needs a coding
/// path only when an error is thrown or a type reads `codingPath`. A step is
/// held as the key's string and integer values (or an array index), which
/// copy for the price of a retain, and `[any CodingKey]` is built only on
/// demand. Path elements therefore come back as `JSONCodingKey`s with the
/// same `stringValue` and `intValue` as the keys the model used.
enum JSONCodingPathComponent {
    case key(String, Int?)
    case index(Int)

    @inline(__always)
    init(_ key: some CodingKey) {
        self = .key(key.stringValue, key.intValue)
    }

    var codingKey: any CodingKey {
        switch self {
        case .key(let string, let int): return JSONCodingKey(stringValue: string, intValue: int)
        case .index(let index): return JSONCodingKey(intValue: index)
        }
    }
}

/// A link in a coding path, shared by everything below it.
///
/// Containers can outlive the call that made them (a type may keep a nested
/// container and read it later), so a container's path must not depend on the
/// coder's current position. The tree decoder's containers and the encoder's
/// builders subclass this node: making a container *is* making its path link.
/// The tape decoder's containers are reused (`JSONTapeContainerPool`) and make
/// their link only when a member needs one (`JSONTapeContainer`); a link
/// moves only while its container holds the one reference to it, so no path
/// anybody can still read ever changes.
class JSONCodingPathNode {
    @exclusivity(unchecked) final private(set) var parent: JSONCodingPathNode?
    /// nil for the top-level value, whose path is empty.
    @exclusivity(unchecked) final private(set) var component: JSONCodingPathComponent?

    init(parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) {
        self.parent = parent
        self.component = component
    }

    /// Only for the sole holder of this node (checked with `isKnownUniquelyReferenced`).
    /// The parent comes as a handle, compared by address and retained only when it changes.
    @inline(__always)
    final func move(parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?) {
        Self.store(parent, in: &self.parent)
        self.component = component
    }

    /// Makes `stored` the node `handle` stands for, retaining it only when it is another node.
    @inline(__always)
    static func store(_ handle: Unmanaged<JSONCodingPathNode>?, in stored: inout JSONCodingPathNode?) {
        if Self.handle(of: stored)?.toOpaque() != handle?.toOpaque() { stored = handle?.takeUnretainedValue() }
    }

    /// A node's address for passing and comparing without reference counting; whoever
    /// passes one keeps the node alive for as long as the callee uses it.
    @inline(__always)
    static func handle(of node: JSONCodingPathNode?) -> Unmanaged<JSONCodingPathNode>? {
        node.map(Unmanaged.passUnretained)
    }

    /// This node's path.
    final var codingPath: [any CodingKey] { Self.path(self, nil) }

    /// The path of the member reached from this node by `child`.
    final func path(appending child: JSONCodingPathComponent) -> [any CodingKey] {
        Self.path(self, child)
    }

    /// The path of `node` followed by `component` and then `child`, any of which may be absent.
    static func path(
        _ node: JSONCodingPathNode?, _ component: JSONCodingPathComponent?, _ child: JSONCodingPathComponent? = nil
    ) -> [any CodingKey] {
        var result: [any CodingKey] = []
        if let child { result.append(child.codingKey) }
        if let component { result.append(component.codingKey) }
        var current = node
        while let link = current {
            if let step = link.component { result.append(step.codingKey) }
            current = link.parent
        }
        result.reverse()
        return result
    }
}
