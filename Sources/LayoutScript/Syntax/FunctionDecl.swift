/// A `func`: parameters with labels, types and defaults, an optional result type, a body.
final class FunctionDecl {
    let name: String
    let parameters: [FunctionParameter]
    let returnType: TypeRef?
    let body: [Stmt]
    let nameSpan: SourceSpan
    let isStatic: Bool
    let isOverride: Bool
    /// `mutating`: the method may change the struct or enum value it is called on.
    let isMutating: Bool
    /// `private` or `fileprivate`: a method of a class is then final and invisible to its subclasses, so a subclass
    /// may declare its own of the same name, and the class's code calls its own (static dispatch).
    let isPrivate: Bool
    /// `@objc` (or `@IBAction`): the method can be the action of a target or a selector, called by whatever holds it.
    let isObjC: Bool
    /// The braces of the body and what they hold (the name's span for a function made by the lowering itself).
    let bodySpan: SourceSpan
    /// A computed variable's getter (`var isCompact: Bool { … }` at the top level or in a function): reading the
    /// name runs it.
    let isComputedVariable: Bool

    init(name: String, parameters: [FunctionParameter], returnType: TypeRef?, body: [Stmt], nameSpan: SourceSpan,
         isStatic: Bool, isOverride: Bool, isMutating: Bool = false, isPrivate: Bool = false, isObjC: Bool = false,
         bodySpan: SourceSpan? = nil, isComputedVariable: Bool = false) {
        self.isComputedVariable = isComputedVariable
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.nameSpan = nameSpan
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.isMutating = isMutating
        self.isPrivate = isPrivate
        self.isObjC = isObjC
        self.bodySpan = bodySpan ?? nameSpan
    }

    /// The Swift selector, e.g. `makeRow(title:_:)`.
    var selector: String { Selector.text(name, parameters.map(\.label)) }
}

/// A function or initializer parameter.
struct FunctionParameter {
    /// The argument label, `nil` for `_`.
    let label: String?
    let name: String
    let type: TypeRef
    let defaultValue: Expr?
    /// `_ views: UIView...`: takes any number of unlabelled arguments, bound as an array.
    var isVariadic = false
    /// `_ count: inout Int`: the caller passes a variable with `&`, which takes the parameter's final value.
    var isInout = false
}
