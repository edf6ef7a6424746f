/// What the tape decoder's keyed and unkeyed containers share: their decoder,
/// their place in the coding path, and the link their members' paths hang from.
///
/// The link is made only when a member needs it (a nested container, or a
/// value decoded with `init(from:)`); a container of strings and numbers
/// never makes one, and its errors build their paths from `parent` and
/// `component`. Making a link for every container, and a new one whenever a
/// reused container's old link is still held by a member, would cost an
/// allocation and a deallocation per object.
class JSONTapeContainer {
    final let impl: JSONTapeDecoderImpl
    final let tape: JSONTape
    /// The link of the container this one was reached from.
    @exclusivity(unchecked) final private(set) var parent: JSONCodingPathNode?
    /// The step from `parent` to here.
    @exclusivity(unchecked) final private(set) var component: JSONCodingPathComponent?
    @exclusivity(unchecked) private var link: JSONCodingPathNode?
    /// Earlier links, moved back into use once nothing else holds them (see `move`).
    @exclusivity(unchecked) private var spare: JSONCodingPathNode?
    @exclusivity(unchecked) private var olderSpare: JSONCodingPathNode?

    init(impl: JSONTapeDecoderImpl, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) {
        self.impl = impl
        self.tape = impl.tape
        self.parent = parent
        self.component = component
    }

    /// This container's link in the coding path, made on first use.
    final var node: JSONCodingPathNode {
        if let link { return link }
        let made = JSONCodingPathNode(parent: parent, component: component)
        link = made
        return made
    }

    /// Moves this container, which its last model has let go of, to a new place.
    ///
    /// Its link moves with it when nothing else holds the link. Often something
    /// does: the members this container read last time, idle in the pool now,
    /// still hang from it until they are moved themselves. Dropping such a link
    /// and making a new one would cost an allocation and a free per object with
    /// nested members, so the held link becomes
    /// the newer spare and the first spare that nothing holds any more becomes
    /// the link (the older spare is dropped when neither is free); two spares
    /// are enough (docs/json.md has the figures). A link is moved only when this container holds the
    /// one reference to it, so no path anyone can still read ever changes.
    ///
    /// Most moves stay under the same parent (the next element of the same
    /// array), so the parent is stored only when it changes: a retain and a
    /// release per container otherwise.
    @inline(__always)
    final func move(parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?) {
        JSONCodingPathNode.store(parent, in: &self.parent)
        self.component = component
        if isKnownUniquelyReferenced(&link) {
            moveLink(parent: parent, component: component)
            return
        }
        guard link != nil else { return }
        // Swapped, not copied: no reference counting on the way.
        swap(&link, &spare)                 // link: the newer spare; spare: the held link
        if isKnownUniquelyReferenced(&link) {
            moveLink(parent: parent, component: component)
            return
        }
        swap(&link, &olderSpare)            // link: the older spare; olderSpare: the newer one
        if isKnownUniquelyReferenced(&link) {
            moveLink(parent: parent, component: component)
            return
        }
        link = nil
    }

    /// Moves `link`, which the caller has found this container alone holds (so it is not nil),
    /// borrowed: a plain call would retain and release it around the move, once per object.
    @inline(__always)
    private func moveLink(parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?) {
        Unmanaged.passUnretained(link.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
            $0.move(parent: parent, component: component)
        }
    }

    final var codingPath: [any CodingKey] { JSONCodingPathNode.path(parent, component) }

    /// The path of the member reached from here by `child`.
    final func path(appending child: JSONCodingPathComponent) -> [any CodingKey] {
        JSONCodingPathNode.path(parent, component, child)
    }
}
