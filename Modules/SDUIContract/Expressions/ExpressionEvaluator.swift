import JSON

/// Evaluates expressions against a screen's state, within a step budget.
///
/// No expression can hang or crash a client: every node costs a step (and
/// string work a step per 16 characters), and evaluation stops with an
/// error when the budget is spent; integer overflow, division by zero and
/// operands of the wrong type are errors with a message, never traps.
public struct ExpressionEvaluator {
    /// Steps for one evaluation: far more than any screen's expression needs.
    public static let defaultBudget = 10_000
    /// The longest string an expression may build.
    public static let maximumStringLength = 10_000

    private let lookup: (String) -> JSONValue?
    private let budget: Int
    private var remaining: Int
    private var source = ""

    /// - Parameters:
    ///   - budget: the steps one evaluation may take.
    ///   - lookup: the value of a state key, nil when it has none.
    public init(budget: Int = Self.defaultBudget, lookup: @escaping (String) -> JSONValue?) {
        self.budget = budget
        remaining = budget
        self.lookup = lookup
    }

    /// The steps taken so far (more than the budget once it ran out).
    public var stepsTaken: Int { budget - remaining }

    /// Evaluates against `state`.
    public init(state: ScreenState, budget: Int = Self.defaultBudget) {
        self.init(budget: budget) { state[$0] }
    }

    /// The value of `expression`, or why it has none; `source` is its text,
    /// for the error message.
    public mutating func evaluate(_ expression: Expression, source: String) throws(ExpressionError) -> ExpressionValue {
        self.source = source
        return try value(of: expression)
    }

    func error(_ message: String, at expression: Expression) -> ExpressionError {
        ExpressionError(expression: source, column: expression.column, message: message)
    }

    mutating func spend(_ steps: Int, at expression: Expression) throws(ExpressionError) {
        remaining -= steps
        if remaining < 0 {
            throw error("evaluating it takes more than the \(budget) steps allowed", at: expression)
        }
    }

    private mutating func value(of expression: Expression) throws(ExpressionError) -> ExpressionValue {
        try spend(1, at: expression)
        switch expression.node {
        case .literal(let value):
            return value
        case .name(let name):
            guard let json = lookup(name), !json.isNull else {
                throw error("'\(name)' has no value in the screen's state", at: expression)
            }
            guard let value = ExpressionValue(json: json) else {
                throw error("'\(name)' is \(json.typeName == "array" ? "a list" : "an object"), which expressions cannot use",
                            at: expression)
            }
            return value
        case .unary(let op, let operand):
            let value = try value(of: operand)
            switch (op, value) {
            case (.not, .boolean(let flag)): return .boolean(!flag)
            case (.negate, .integer(let integer)):
                guard integer != .min else { throw error("-(\(integer)) is out of the integer range", at: expression) }
                return .integer(-integer)
            case (.negate, .number(let number)): return .number(-number)
            default:
                throw error("'\(op.rawValue)' needs \(op == .not ? "a boolean" : "a number"), not the \(value.typeName) \(Self.quoted(value))",
                            at: expression)
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, at: expression)
        case .conditional(let condition, let then, let otherwise):
            guard case .boolean(let flag) = try value(of: condition) else {
                throw error("the condition before '?' must be a boolean", at: condition)
            }
            return try value(of: flag ? then : otherwise)
        case .call(let name, let arguments):
            guard let function = ExpressionFunction.all[name] else {
                throw error(ExpressionFunction.unknownMessage(name), at: expression)
            }
            guard function.arity.contains(arguments.count) else {
                throw error(function.arityMessage(given: arguments.count), at: expression)
            }
            var values: [ExpressionValue] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try value(of: argument)) }
            return try function.apply(values, &self, expression)
        }
    }

    private mutating func binary(_ op: Expression.BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression,
                                 at expression: Expression) throws(ExpressionError) -> ExpressionValue {
        // && and || look at the right side only when they must.
        if op == .and || op == .or {
            guard case .boolean(let left) = try value(of: leftExpression) else {
                throw error("'\(op.rawValue)' needs booleans on both sides", at: leftExpression)
            }
            if left == (op == .or) { return .boolean(left) }
            guard case .boolean(let right) = try value(of: rightExpression) else {
                throw error("'\(op.rawValue)' needs booleans on both sides", at: rightExpression)
            }
            return .boolean(right)
        }
        let left = try value(of: leftExpression)
        let right = try value(of: rightExpression)
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            return try integerOperation(op, a, b, at: expression)
        case (.integer, .number), (.number, .integer), (.number, .number):
            return try numberOperation(op, Self.double(left), Self.double(right), at: expression)
        case (.string(let a), .string(let b)):
            switch op {
            case .add:
                try spend((a.utf8.count + b.utf8.count) / 16, at: expression)
                guard a.utf8.count + b.utf8.count <= Self.maximumStringLength else {
                    throw error("the joined text would be longer than \(Self.maximumStringLength) bytes", at: expression)
                }
                return .string(a + b)
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return Self.compare(op, a, b)
            default: break
            }
        case (.boolean(let a), .boolean(let b)):
            if op == .equal { return .boolean(a == b) }
            if op == .notEqual { return .boolean(a != b) }
        default:
            break
        }
        throw error("'\(op.rawValue)' cannot combine the \(left.typeName) \(Self.quoted(left)) and the \(right.typeName) \(Self.quoted(right))"
                    + (left.typeName != right.typeName ? "; convert one with toString, toInteger or toNumber" : ""),
                    at: expression)
    }

    private func integerOperation(_ op: Expression.BinaryOperator, _ a: Int, _ b: Int,
                                  at expression: Expression) throws(ExpressionError) -> ExpressionValue {
        let result: (Int, Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide, .remainder:
            guard b != 0 else { throw error("division by zero", at: expression) }
            result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            return Self.compare(op, a, b)
        case .and, .or: throw error("'\(op.rawValue)' needs booleans on both sides", at: expression)
        }
        guard !result.1 else { throw error("\(a) \(op.rawValue) \(b) is out of the integer range", at: expression) }
        return .integer(result.0)
    }

    private func numberOperation(_ op: Expression.BinaryOperator, _ a: Double, _ b: Double,
                                 at expression: Expression) throws(ExpressionError) -> ExpressionValue {
        let result: Double
        switch op {
        case .add: result = a + b
        case .subtract: result = a - b
        case .multiply: result = a * b
        case .divide, .remainder:
            guard b != 0 else { throw error("division by zero", at: expression) }
            result = op == .divide ? a / b : a.truncatingRemainder(dividingBy: b)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            return Self.compare(op, a, b)
        case .and, .or: throw error("'\(op.rawValue)' needs booleans on both sides", at: expression)
        }
        guard result.isFinite else { throw error("the result of '\(op.rawValue)' is too large for a number", at: expression) }
        return .number(result)
    }

    /// A comparison operator applied to two values of one ordered type.
    static func compare<T: Comparable>(_ op: Expression.BinaryOperator, _ a: T, _ b: T) -> ExpressionValue {
        switch op {
        case .equal: return .boolean(a == b)
        case .notEqual: return .boolean(a != b)
        case .less: return .boolean(a < b)
        case .lessOrEqual: return .boolean(a <= b)
        case .greater: return .boolean(a > b)
        default: return .boolean(a >= b)
        }
    }

    static func double(_ value: ExpressionValue) -> Double {
        switch value {
        case .integer(let integer): return Double(integer)
        case .number(let number): return number
        default: return .nan
        }
    }

    /// A value as it would be written in an expression, shortened for messages.
    static func quoted(_ value: ExpressionValue) -> String {
        let written = Expression.literal(value)
        return written.count > 40 ? String(written.prefix(37)) + "…" : written
    }
}
