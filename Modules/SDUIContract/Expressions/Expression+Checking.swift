extension Expression {
    /// What is wrong with the expression before it ever runs: names that are
    /// not keys of the screen's state, functions that do not exist or get
    /// the wrong number of arguments, and literal patterns `matches` cannot
    /// use. The decoder reports these as diagnostics with the field's path;
    /// `source` is the expression's text, for the messages.
    public func problems(knownNames: Set<String>, source: String) -> [ExpressionError] {
        var found: [ExpressionError] = []
        collectProblems(knownNames: knownNames, source: source, into: &found)
        return found
    }

    private func collectProblems(knownNames: Set<String>, source: String, into found: inout [ExpressionError]) {
        func problem(_ message: String, at expression: Expression) {
            found.append(ExpressionError(expression: source, column: expression.column, message: message))
        }
        switch node {
        case .literal:
            break
        case .name(let name):
            if !knownNames.contains(name) {
                let known = knownNames.isEmpty ? "the screen declares no state" : "its keys are \(knownNames.sorted().joined(separator: ", "))"
                problem("'\(name)' is not a key of the screen's initialState; \(known)", at: self)
            }
        case .unary(_, let operand):
            operand.collectProblems(knownNames: knownNames, source: source, into: &found)
        case .binary(_, let left, let right):
            left.collectProblems(knownNames: knownNames, source: source, into: &found)
            right.collectProblems(knownNames: knownNames, source: source, into: &found)
        case .conditional(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] {
                part.collectProblems(knownNames: knownNames, source: source, into: &found)
            }
        case .call(let name, let arguments):
            if let function = ExpressionFunction.all[name] {
                if !function.arity.contains(arguments.count) {
                    problem(function.arityMessage(given: arguments.count), at: self)
                }
            } else {
                problem(ExpressionFunction.unknownMessage(name), at: self)
            }
            if name == "matches", arguments.count == 2, case .literal(.string(let pattern)) = arguments[1].node {
                do throws(PatternError) {
                    _ = try TextPattern(pattern)
                } catch {
                    problem(error.description, at: arguments[1])
                }
            }
            for argument in arguments {
                argument.collectProblems(knownNames: knownNames, source: source, into: &found)
            }
        }
    }
}
