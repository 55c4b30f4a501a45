import SwiftSyntax

/// The property wrapper types a module declares (`@propertyWrapper struct Storage<T> { var wrappedValue: T … }`), by
/// name, found in every file before any is lowered (a wrapper is used in files other than its own), so that a
/// property wearing one is lowered as Swift expands it (see ``Lowering/wrappedProperties(_:of:)``).
///
/// ```swift
/// let wrappers = PropertyWrapperTypes(files: trees)
/// wrappers.contains("Storage") // true
/// ```
struct PropertyWrapperTypes {
    private var names: Set<String> = []

    init() {}

    init(files: [SourceFileSyntax]) {
        let finder = Finder(viewMode: .sourceAccurate)
        for file in files { finder.walk(file) }
        names = finder.names
    }

    /// Whether `name` (generic arguments left out) is a declared property wrapper.
    func contains(_ name: String) -> Bool { names.contains(name) }

    private final class Finder: TypeDeclarationVisitor {
        var names: Set<String> = []

        override func note(_ declaration: Declaration) {
            let isWrapper = declaration.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
            }
            if isWrapper { names.insert(declaration.name.identifierText) }
        }
    }
}

extension Lowering {
    /// A property wearing a property wrapper the module declares, as Swift expands it: the wrapper, made from the
    /// attribute's arguments (after `wrappedValue:` when the property has an initial value), stored as `_name`, and
    /// `name` a computed property reading and writing `_name.wrappedValue`. Nil for a property wearing no declared
    /// wrapper, one with accessors, and one with neither an initial value nor attribute arguments (its initializer
    /// sets it, which layoutviz leaves to the wrapper's unknown value).
    ///
    /// ```swift
    /// // @Storage(key: "ShowInfo", defaultValue: false) static var showInfo: Bool
    /// // static var _showInfo = Storage(key: "ShowInfo", defaultValue: false)
    /// // static var showInfo: Bool { get { _showInfo.wrappedValue } set { _showInfo.wrappedValue = newValue } }
    /// ```
    func wrappedProperties(_ binding: PatternBindingSyntax, of node: VariableDeclSyntax) -> [PropertyDecl]? {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil,
              let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                  propertyWrappers.contains(Self.wrapperName($0))
              }) else { return nil }
        var arguments: [Argument] = []
        if case .argumentList(let list)? = attribute.arguments { arguments = self.arguments(list) }
        if let initial = binding.initializer {
            let value = expression(initial.value)
            arguments.insert(Argument(label: "wrappedValue", value: value, span: value.span), at: 0)
        }
        guard !arguments.isEmpty else { return nil }
        let name = pattern.identifier.identifierText
        let nameSpan = span(pattern)
        let attributeSpan = span(attribute)
        let storageName = "_\(name)"
        let isStatic = node.modifiers.contains(.static) || node.modifiers.contains(.class)
        let wrapper = Expr.call(Call(callee: .name(Self.wrapperName(attribute), attributeSpan), arguments: arguments,
                                     span: attributeSpan, anchor: attributeSpan))
        let storage = PropertyDecl(name: storageName, nameSpan: nameSpan, isMutable: true, isLazy: false,
                                   isStatic: isStatic, isOverride: false, type: nil, initialValue: wrapper, getter: nil,
                                   isPrivate: true)
        let wrapped = Expr.member(.name(storageName, nameSpan), MemberName(name: "wrappedValue", span: nameSpan))
        let setter = AccessorBody(parameterName: "newValue", body: [
            .assignment(Assignment(target: wrapped, compound: nil, value: .name("newValue", nameSpan),
                                   operatorSpan: nameSpan)),
        ], span: nameSpan)
        let property = PropertyDecl(name: name, nameSpan: nameSpan, isMutable: true, isLazy: false, isStatic: isStatic,
                                    isOverride: node.modifiers.contains(.override),
                                    type: binding.typeAnnotation.map { type($0.type) }, initialValue: nil,
                                    getter: [.returnStatement(wrapped, nameSpan)], setter: setter,
                                    isPrivate: node.modifiers.hidesFromOtherFiles)
        return [storage, property]
    }

    /// The wrapper type an attribute names, its generic arguments left out (`UserDefault` for `@UserDefault<Bool>`).
    static func wrapperName(_ attribute: AttributeSyntax) -> String {
        let written = attribute.attributeName.trimmedDescription
        return written.split(separator: "<").first.map(String.init) ?? written
    }
}
