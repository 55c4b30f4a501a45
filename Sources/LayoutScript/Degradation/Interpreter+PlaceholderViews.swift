import LayoutScene

/// An instance of a class no file declares — `ProfileHeaderView()`, `CommentCell(style: .default, reuseIdentifier:
/// nil)`: a name spelt as a type (it starts with a capital letter) called like an initializer — is a
/// ``LayoutScene/PlaceholderView``: a plain view that takes part in the view tree and in constraints like any other
/// (so the views constrained to it keep their places), named after the property or variable that holds it, drawn as a
/// hatched box captioned with the class name. Its arguments are evaluated but closures among them are not run. What
/// the undeclared class adds — members a `UIView` lacks (`header.configure(with:)`, `header.title = …`) — is unknown:
/// it reads as an unknown value and writes are ignored. The class name is warned once as an unknown symbol.
///
/// ```swift
/// // let header = ProfileHeaderView()   →   <ProfileHeaderView:header>, a hatched box laid out by its constraints
/// ```
extension Interpreter {
    /// The placeholder view for calling the unknown value `callee`, or nil when the call is not an initializer of an
    /// undeclared class.
    func placeholderInstance(calling callee: Value, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard case .name(let name, _) = call.callee, let symbol = callee.unknownSymbol, symbol.name == name,
              name.first?.isUppercase == true else { return nil }
        _ = absorbCall(callee, call, in: scope)
        return try makeView(PlaceholderView(className: name), at: span)
    }
}
