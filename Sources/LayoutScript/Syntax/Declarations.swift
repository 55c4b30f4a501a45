/// A `func`: parameters with labels, types and defaults, an optional result type, a body.
final class FunctionDecl {
    let name: String
    let parameters: [FunctionParameter]
    let returnType: TypeRef?
    let body: [Stmt]
    let nameSpan: SourceSpan
    let isStatic: Bool
    let isOverride: Bool

    init(name: String, parameters: [FunctionParameter], returnType: TypeRef?, body: [Stmt], nameSpan: SourceSpan,
         isStatic: Bool, isOverride: Bool) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.nameSpan = nameSpan
        self.isStatic = isStatic
        self.isOverride = isOverride
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
}

/// An `init`: designated or `convenience`, with a body that calls `super.init(…)` or `self.init(…)`.
final class InitializerDecl {
    let parameters: [FunctionParameter]
    let body: [Stmt]
    let span: SourceSpan
    let isConvenience: Bool

    init(parameters: [FunctionParameter], body: [Stmt], span: SourceSpan, isConvenience: Bool) {
        self.parameters = parameters
        self.body = body
        self.span = span
        self.isConvenience = isConvenience
    }

    var selector: String { Selector.text("init", parameters.map(\.label)) }
}

/// A stored (`let`/`var`, `lazy var`) or read-only computed property of a class or namespace.
final class PropertyDecl {
    let name: String
    let nameSpan: SourceSpan
    let isMutable: Bool
    let isLazy: Bool
    let isStatic: Bool
    let isOverride: Bool
    let type: TypeRef?
    let initialValue: Expr?
    /// The body of a read-only computed property.
    let getter: [Stmt]?

    init(name: String, nameSpan: SourceSpan, isMutable: Bool, isLazy: Bool, isStatic: Bool, isOverride: Bool,
         type: TypeRef?, initialValue: Expr?, getter: [Stmt]?) {
        self.name = name
        self.nameSpan = nameSpan
        self.isMutable = isMutable
        self.isLazy = isLazy
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
    }
}

/// A `class` deriving from a UIKit class or another scene class.
final class ClassDecl {
    let name: String
    let nameSpan: SourceSpan
    let superclass: TypeRef?
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let initializers: [InitializerDecl]
    let nestedNamespaces: [NamespaceDecl]

    init(name: String, nameSpan: SourceSpan, superclass: TypeRef?, properties: [PropertyDecl],
         methods: [FunctionDecl], initializers: [InitializerDecl], nestedNamespaces: [NamespaceDecl]) {
        self.name = name
        self.nameSpan = nameSpan
        self.superclass = superclass
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.nestedNamespaces = nestedNamespaces
    }
}

/// An `enum` or `struct` holding only static constants and functions (`enum Metrics { static let inset: CGFloat = 16 }`).
final class NamespaceDecl {
    let name: String
    let nameSpan: SourceSpan
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let nestedNamespaces: [NamespaceDecl]

    init(name: String, nameSpan: SourceSpan, properties: [PropertyDecl], methods: [FunctionDecl],
         nestedNamespaces: [NamespaceDecl]) {
        self.name = name
        self.nameSpan = nameSpan
        self.properties = properties
        self.methods = methods
        self.nestedNamespaces = nestedNamespaces
    }
}

/// Swift selector text: `name(label:_:)`.
enum Selector {
    static func text(_ name: String, _ labels: [String?]) -> String {
        "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }

    /// The labels of a selector, `nil` for `_`: `init(frame:)` gives `["frame"]`.
    static func labels(of selector: String) -> [String?] {
        selector.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }
}
