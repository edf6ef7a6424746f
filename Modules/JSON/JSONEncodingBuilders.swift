/// Mutable, shared storage for the objects and arrays an encoder is filling.
///
/// Codable containers are structs that may be copied and reopened (a type can
/// ask for the same keyed container twice, or keep a nested container and
/// write to it later), so every copy must write to the same place: these
/// classes are that place. Plain members go straight into a `JSONObject` or
/// `[JSONValue]`; only nested containers and super-encoders, which are still
/// being filled, are kept aside as pending and folded in by `build()`.
///
/// Each builder is also the coding-path node of the containers writing to it.
final class JSONObjectBuilder: JSONCodingPathNode {
    private var object: JSONObject
    /// Members still being filled, by key; their slot in `object` holds a placeholder.
    private var pending: [(key: String, future: JSONEncodingFuture)] = []

    /// Room for typical model objects up front saves the 1, 2, 4, 8 growth reallocations.
    init(
        _ object: JSONObject = JSONObject(minimumCapacity: 8),
        parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) {
        self.object = object
        super.init(parent: parent, component: component)
    }

    /// Sets `key`; a key set twice keeps its first position and its last value, as in Foundation.
    @inline(__always)
    func set(_ value: JSONValue, for key: String) {
        object[key] = value
        if !pending.isEmpty { pending.removeAll { $0.key == key } }
    }

    /// The object being filled under `key`, reusing one already opened or encoded there.
    func nestedObject(for key: String, component: JSONCodingPathComponent) -> JSONObjectBuilder {
        if let existing = pendingFuture(for: key), case .object(let builder) = existing { return builder }
        let builder: JSONObjectBuilder
        if case .object(let encoded)? = object[key] {
            builder = JSONObjectBuilder(encoded, parent: self, component: component)
        } else {
            builder = JSONObjectBuilder(parent: self, component: component)
        }
        setPending(.object(builder), for: key)
        return builder
    }

    /// The array being filled under `key`, reusing one already opened or encoded there.
    func nestedArray(for key: String, component: JSONCodingPathComponent) -> JSONArrayBuilder {
        if let existing = pendingFuture(for: key), case .array(let builder) = existing { return builder }
        let builder: JSONArrayBuilder
        if case .array(let encoded)? = object[key] {
            builder = JSONArrayBuilder(encoded, parent: self, component: component)
        } else {
            builder = JSONArrayBuilder(parent: self, component: component)
        }
        setPending(.array(builder), for: key)
        return builder
    }

    /// Reserves `key` for whatever `encoder` (a super-encoder) ends up holding.
    func setEncoder(_ encoder: JSONModelEncoderImpl, for key: String) {
        setPending(.encoder(encoder), for: key)
    }

    private func pendingFuture(for key: String) -> JSONEncodingFuture? {
        pending.first { $0.key == key }?.future
    }

    private func setPending(_ future: JSONEncodingFuture, for key: String) {
        pending.removeAll { $0.key == key }
        if object[key] == nil { object[key] = JSONValue.null }
        pending.append((key, future))
    }

    /// The finished object, with pending members resolved in place.
    func build() -> JSONObject {
        if pending.isEmpty { return object }
        var result = object
        for (key, future) in pending {
            result[key] = future.resolve()
        }
        return result
    }
}

/// The array counterpart of `JSONObjectBuilder`.
final class JSONArrayBuilder: JSONCodingPathNode {
    private var elements: [JSONValue]
    /// Elements still being filled, by position; their slot holds a placeholder.
    private var pending: [(index: Int, future: JSONEncodingFuture)] = []

    init(_ elements: [JSONValue] = [], parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) {
        self.elements = elements
        super.init(parent: parent, component: component)
    }

    var count: Int { elements.count }

    @inline(__always)
    func append(_ value: JSONValue) {
        elements.append(value)
    }

    func appendObject() -> JSONObjectBuilder {
        let builder = JSONObjectBuilder(parent: self, component: .index(count))
        appendPending(.object(builder))
        return builder
    }

    func appendArray() -> JSONArrayBuilder {
        let builder = JSONArrayBuilder(parent: self, component: .index(count))
        appendPending(.array(builder))
        return builder
    }

    /// Reserves the next position for whatever `encoder` (a super-encoder) ends up holding.
    func appendEncoder(_ encoder: JSONModelEncoderImpl) {
        appendPending(.encoder(encoder))
    }

    private func appendPending(_ future: JSONEncodingFuture) {
        pending.append((elements.count, future))
        elements.append(.null)
    }

    /// The finished array, with pending elements resolved in place.
    func build() -> [JSONValue] {
        if pending.isEmpty { return elements }
        var result = elements
        for (index, future) in pending {
            result[index] = future.resolve()
        }
        return result
    }
}

/// A member or element whose value is still being encoded.
enum JSONEncodingFuture {
    case object(JSONObjectBuilder)
    case array(JSONArrayBuilder)
    /// A super-encoder; if nothing was encoded into it, it becomes `{}`, as in Foundation.
    case encoder(JSONModelEncoderImpl)

    func resolve() -> JSONValue {
        switch self {
        case .object(let builder): return .object(builder.build())
        case .array(let builder): return .array(builder.build())
        case .encoder(let encoder): return encoder.takeValue() ?? .object(JSONObject())
        }
    }
}
