/// Applying a patch to a screen: every operation in order, on a copy, so a
/// failing operation leaves the screen as it was (all or nothing).
extension Screen {
    public func applying(_ patch: Patch) throws(PatchError) -> Screen {
        var screen = self
        for (index, operation) in patch.operations.enumerated() {
            screen = try screen.applying(operation, index: index)
        }
        return screen
    }

    private func applying(_ operation: PatchOperation, index: Int) throws(PatchError) -> Screen {
        let ids = allComponents.map(\.id)
        let matches = ids.filter { $0 == operation.id }.count
        guard matches > 0 else { throw .missingID(operation.id, operation: index) }
        guard matches == 1 else { throw .ambiguousID(operation.id, operation: index) }
        let present = Set(ids)
        switch operation {
        case .replace(let id, let component):
            if component.id != id, present.contains(component.id) { throw .duplicateID(component.id, operation: index) }
        case .insertAfter(_, let components):
            var adding = Set<String>()
            for component in components {
                guard !present.contains(component.id), adding.insert(component.id).inserted else {
                    throw .duplicateID(component.id, operation: index)
                }
            }
        case .remove:
            break
        }
        var screen = self
        for sectionIndex in screen.sections.indices {
            screen.sections[sectionIndex].components = Self.rewriting(screen.sections[sectionIndex].components, operation)
        }
        return screen
    }

    /// `components` with the operation applied where its id is, at any depth.
    private static func rewriting(_ components: [Component], _ operation: PatchOperation) -> [Component] {
        var result: [Component] = []
        result.reserveCapacity(components.count)
        for component in components {
            if component.id == operation.id {
                switch operation {
                case .replace(_, let replacement): result.append(replacement)
                case .insertAfter(_, let inserted): result.append(component); result += inserted
                case .remove: break
                }
                continue
            }
            let children = component.content.children
            if children.isEmpty || !children.contains(where: { $0.id == operation.id || !$0.content.children.isEmpty }) {
                result.append(component)
            } else {
                result.append(component.replacingContent(component.content.replacingChildren(rewriting(children, operation))))
            }
        }
        return result
    }
}
