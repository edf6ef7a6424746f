import SDUIContract

/// One run of a type's `init(from:)` against made-up input, recording what
/// the initializer asks for: which members, as which types, required or not.
///
/// The plan bends the input so that exploring can ask questions of the
/// decoder itself: "is this member needed?" (leave it out and see whether
/// decoding fails or complains) and "does it take another type too?" (make
/// the first attempt fail and see what is tried next).
final class ProbeRun {
    struct Plan {
        /// Top-level members whose string value is fixed (a discriminator such as `type`).
        var fixed: [String: String] = [:]
        /// A top-level member reported absent.
        var omitted: String?
        /// A top-level member reported as `null`.
        var nulled: String?
        /// A top-level member whose first `failures` requests fail with a type mismatch.
        var failing: String?
        var failures = 0
    }

    enum Form {
        case none
        case keyed
        case single(TypeShape)
        case array(TypeShape)
    }

    struct Request {
        var shape: TypeShape
        var required: Bool
    }

    let plan: Plan
    let explorer: ShapeExplorer
    let context: ContractContext
    private(set) var form: Form = .none
    private(set) var keys: [String] = []
    private(set) var requests: [String: [Request]] = [:]
    private var failuresLeft: Int

    init(plan: Plan, explorer: ShapeExplorer) {
        self.plan = plan
        self.explorer = explorer
        context = ContractContext(delegate: CoreOnlyDelegate())
        failuresLeft = plan.failures
    }

    /// How often the decoder complained without failing (a defaulted value, a dropped member).
    var complaints: Int { context.log.diagnostics.count }

    func openedKeyed() {
        if case .none = form { form = .keyed }
    }

    func recordSingle(_ shape: TypeShape) { form = .single(shape) }

    func recordElement(_ shape: TypeShape) { form = .array(shape) }

    /// The value for `key`, as the plan wants it, after noting the request.
    func value<T: Decodable>(_ type: T.Type, key: String, required: Bool, codingPath: [any CodingKey]) throws -> T {
        if key == plan.omitted {
            throw DecodingError.keyNotFound(ProbeKey(key), DecodingError.Context(codingPath: codingPath, debugDescription: "left out by the probe"))
        }
        if key == plan.nulled {
            throw DecodingError.valueNotFound(T.self, DecodingError.Context(codingPath: codingPath + [ProbeKey(key)], debugDescription: "null from the probe"))
        }
        let (shape, sample) = try explorer.sample(T.self, fixed: plan.fixed[key])
        if requests[key] == nil { keys.append(key) }
        requests[key, default: []].append(Request(shape: shape, required: required))
        if key == plan.failing, failuresLeft > 0 {
            failuresLeft -= 1
            throw DecodingError.typeMismatch(T.self, DecodingError.Context(codingPath: codingPath + [ProbeKey(key)], debugDescription: "refused by the probe"))
        }
        return sample
    }
}

/// A coding key made from a string, for the paths of the probe's own errors.
struct ProbeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
