extension Interpreter {
    /// Runs `body` on each element of an array, range, stride, dictionary or set until it returns false.
    func iterate(_ value: Value, at span: SourceSpan, _ body: (Value) throws -> Bool) throws {
        if value.isUnknown { return }
        // Objective-C's fast enumeration over nil runs no iterations, as a message to nil does nothing
        if value.isNull, isObjectiveC(at: span) { return }
        switch value {
        case .array(let elements):
            for element in elements where try !body(element) { return }
        case .range(let range):
            for index in 0..<range.count where try !body(.int(range.element(at: index))) { return }
        case .stride(let stride):
            try stride.forEach(body)
        case .dictionary(let dictionary):
            for element in dictionary.tuples where try !body(element) { return }
        case .set(let set):
            for element in set.elements where try !body(element) { return }
        default:
            throw ScriptFailure.runtime("for-in loop requires '\(typeName(of: value))' to be an array, a range or a "
                                            + "stride", at: span)
        }
    }

    /// The elements of a sequence as an array; each element of a range or stride counts as a loop iteration.
    func elements(of value: Value, at span: SourceSpan) throws -> [Value] {
        if case .array(let elements) = value { return elements }
        if case .set(let set) = value { return set.elements }
        var result: [Value] = []
        try iterate(value, at: span) { element in
            try countIteration(span)
            result.append(element)
            return true
        }
        return result
    }

    func isSequenceType(_ value: Value) -> Bool {
        switch value {
        case .array, .range, .stride, .dictionary, .set: true
        default: false
        }
    }
}
