/// Inside an extension of one of Swift's own types, a bare call of one of the value's own methods, as Swift reads
/// `prefix(2)` as `self.prefix(2)`:
///
///     extension Array {
///         var firstTwo: [Element] { Array(prefix(2)) }
///     }
extension Interpreter {
    /// The result of calling `name` on `self` when `self` is a Swift value (an array, set, dictionary, string or
    /// number) offering a non-mutating method of that name and nothing in scope, no global function and no extension
    /// member takes the name first; nil otherwise.
    func callBuiltinMethodOfSelf(_ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard let receiver = scope.currentReceiver?.value, isSwiftValue(receiver),
              BuiltinMembers.names(for: receiver).contains(name),
              !BuiltinMembers.mutatingArrayMethods.contains(name), !Self.mutatingSetMethods.contains(name),
              globalFunctions[name] == nil, !isDeclaredInScope(name, scope),
              extensionMethods(of: receiver, named: name).isEmpty, extensionProperty(of: receiver, named: name) == nil
        else { return nil }
        return try callBuiltinMember(receiver, name, call, in: scope, at: span)
    }

    private func isSwiftValue(_ value: Value) -> Bool {
        switch value {
        case .array, .set, .dictionary, .string, .int, .double, .range: true
        default: false
        }
    }

    func isDeclaredInScope(_ name: String, _ scope: Scope) -> Bool {
        var current: Scope? = scope
        while let candidate = current {
            if candidate.lookupHere(name) != nil { return true }
            current = candidate.parent
        }
        return false
    }
}
