/// A call of a scene class's method whose labels fit none of the overloads the files declare — `self.addSubviews(views:
/// […])` in a class whose own `addSubviews()` takes nothing — calls an overload declared in a file not given (an
/// extension of the class or of a UIKit superclass), when the files show there are such files: they use a symbol they
/// do not declare. The plural `addSubviews` helpers are built in
/// (``Interpreter/addSubviews(_:_:_:in:at:isBareCall:besideDeclaredOverloads:)``); any other such call is an unknown
/// symbol, with a warning, its closures run or not as for unknown code. In files
/// that declare everything they use, the mismatch stays swiftc's error.
///
/// ```swift
/// self.addSubviews(views: [searchButton, tableView])   // the app's `extension UIView { func addSubviews(views:) }`
/// ```
extension Interpreter {
    /// The call's result when it goes to an overload declared elsewhere; nil when the labels fit a declared overload or
    /// the files are complete.
    func callOverloadDeclaredElsewhere(_ base: Value, _ name: String, _ methods: [FunctionDecl], _ call: Call,
                                       in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard !methods.contains(where: { ArgumentMatching.match(call.arguments, to: $0.parameters.shapes) != nil }),
              skipped.showsFilesNotGiven else { return nil }
        if let added = try addSubviews(base, name, call, in: scope, at: span, besideDeclaredOverloads: true) {
            return added
        }
        let symbol = "\(typeName(of: base)).\(Selector.text(name, call.labels))"
        if skipped.noteUnknown(symbol) {
            warn("unknown symbol '\(symbol)': the files declare '\(name)' with other labels only (an overload in "
                     + "another file?); what uses it is skipped", at: span)
        }
        return absorbCall(.unknown(symbol), call, in: scope, receiver: base)
    }
}
