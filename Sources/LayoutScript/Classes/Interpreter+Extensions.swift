/// Extensions and protocols: members added to the scene's own types (merged into their declarations), to UIKit
/// and Swift types (kept in ``Interpreter/typeExtensions``), and protocol extension members used as defaults.
extension Interpreter {
    func applyExtensions(_ extensions: [ExtensionDecl], classes classDeclarations: [String: ClassDecl],
                         namespaces namespaceDeclarations: [NamespaceDecl]) throws {
        var namespacesByName: [String: NamespaceDecl] = [:]
        func collect(_ decl: NamespaceDecl) {
            namespacesByName[decl.name] = namespacesByName[decl.name] ?? decl
            decl.nestedNamespaces.forEach(collect)
        }
        namespaceDeclarations.forEach(collect)
        classDeclarations.values.sorted { $0.nameSpan.start < $1.nameSpan.start }.flatMap(\.nestedNamespaces)
            .forEach(collect)
        // an extension of a nested type (`extension NotePreview.Snapshot`) after those of the outer types, which may
        // declare it (`extension NotePreview { struct Snapshot }`)
        let outerFirst = extensions.enumerated().sorted { ($0.element.qualifierDepth, $0.offset)
            < ($1.element.qualifierDepth, $1.offset) }.map(\.element)
        for decl in outerFirst {
            // the structs and enums the extension declares may be extended in turn: copies, as the class's are
            let members = decl.members.registrationCopy()
            // `extension Array<Path>` (`[Path]`) extends Array here (Swift limits it to arrays of paths)
            let erased: String? = switch decl.extendedType {
            case .array: "Array"
            case .dictionary: "Dictionary"
            case .optional: "Optional"
            default: decl.extendedType.erasingGenericArguments.simpleName
            }
            guard let name = decl.extendedType.simpleName ?? erased else {
                warn("this extension of '\(decl.extendedType)' is left out: layoutviz extends named types only, so "
                         + "what it adds is unknown", at: decl.extendedType.span)
                continue
            }
            if let nested = Self.nestedNamespace(decl.extendedType, classes: classDeclarations,
                                                 namespaces: namespaceDeclarations) {
                // `extension NotePreview.Snapshot`: that class's `Snapshot`, not another type's of the same name
                nested.members.add(members)
                nested.conformances += decl.conformances
            } else if let key = ClassKeys.extendedClassKey(decl.extendedType, among: classDeclarations),
                      let classDecl = classDeclarations[key] {
                try checkClassExtension(decl, of: classDecl)
                // a conformance to protocols the files declare (`extension DetailViewController: DetailViewInterface`
                // of an MVVM screen) is for the app's other files, which call its methods: they may be entry points
                if decl.conformances.contains(where: { $0.simpleName.map { protocols[$0] == nil } ?? true }) {
                    protocolWitnesses.formUnion(decl.members.methods.map(ObjectIdentifier.init))
                }
                classDecl.members.add(members)
                classDecl.conformances += decl.conformances
            } else if let namespaceDecl = namespacesByName[name] {
                namespaceDecl.members.add(members)
                namespaceDecl.conformances += decl.conformances
            } else if let scriptProtocol = protocols[name] {
                scriptProtocol.defaults.add(members)
            } else if let key = extensionKey(forTypeNamed: name) {
                try checkStoredProperties(decl)
                let extended = typeExtensions[key] ?? ExtensionMembers(typeName: name)
                typeExtensions[key] = extended
                extended.add(members)
                extended.conformances.formUnion(decl.conformances.compactMap(\.simpleName))
                for nested in members.namespaces { try registerNamespace(nested) }
            } else {
                warn("extension of '\(decl.extendedType)' is ignored: the scene does not know this type",
                     at: decl.extendedType.span)
            }
        }
    }

    /// The key of the extensions of a UIKit or Swift type, nil if the scene does not know the type.
    func extensionKey(forTypeNamed name: String) -> String? {
        if let host = registry.named(name) { return host.name }
        switch name {
        case "NSObject":
            return name
        case "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection":
            return "Array"
        default:
            // `Error`, `AnyHashable` and `Never` have no values of their own that members could apply to
            switch BuiltinTypes.named(name) {
            case nil, .any?, .void?: return nil
            default: return TypeExtensions.key(forTypeNamed: name)
            }
        }
    }

    /// The struct or enum a qualified name (`Outer.Inner`, `Outer.Middle.Inner`) names inside a class or a top-level
    /// struct or enum, or nil for an unqualified name or a path the scene does not declare.
    private static func nestedNamespace(_ type: TypeRef, classes: [String: ClassDecl],
                                        namespaces: [NamespaceDecl]) -> NamespaceDecl? {
        guard case .named(let components, _) = type.erasingGenericArguments, components.count > 1 else { return nil }
        var scope = classes[components[0]]?.nestedNamespaces
            ?? namespaces.first { $0.name == components[0] }?.nestedNamespaces
        var found: NamespaceDecl?
        for component in components.dropFirst() {
            found = scope?.first { $0.name == component }
            scope = found?.nestedNamespaces
        }
        return found
    }

    private func checkClassExtension(_ decl: ExtensionDecl, of classDecl: ClassDecl) throws {
        try checkStoredProperties(decl)
        // an Objective-C category may declare any initializer (`initWithFrame:mincard:` calling `[super
        // initWithFrame:]`)
        if let designated = decl.members.initializers.first(where: { !$0.isConvenience }),
           !isObjectiveC(at: designated.span) {
            throw ScriptFailure.runtime("designated initializer cannot be declared in an extension of "
                                            + "'\(classDecl.name)'; did you mean this to be a convenience initializer?",
                                        at: designated.span)
        }
    }

    private func checkStoredProperties(_ decl: ExtensionDecl) throws {
        if let stored = decl.members.properties.first(where: { $0.isStored && !$0.isStatic }) {
            throw ScriptFailure.runtime("extensions must not contain stored properties", at: stored.nameSpan)
        }
    }

    /// Gives each class, and each UIKit or Swift type extended with a conformance, the members of the extensions
    /// of the protocols it conforms to (and the protocols those inherit from).
    func applyProtocolDefaults() {
        for scriptClass in declaredClasses {
            for name in protocolClosure(scriptClass.decl.conformances.compactMap(\.simpleName)) {
                if let defaults = protocols[name]?.defaults { scriptClass.protocolDefaults.add(defaults) }
            }
        }
        var pending = Array(namespaces.values)
        while let namespace = pending.popLast() {
            pending += namespace.nested.values
            for name in protocolClosure(namespace.conformanceNames) {
                if let defaults = protocols[name]?.defaults { namespace.protocolDefaults.add(defaults) }
            }
        }
        for members in typeExtensions.values {
            for name in protocolClosure(Array(members.conformances)) {
                guard let defaults = protocols[name]?.defaults else { continue }
                let declared = Set(members.methods.map(\.selector))
                members.add(MemberList(properties: defaults.properties.filter { members.property(named: $0.name) == nil },
                                       methods: defaults.methods.filter { !declared.contains($0.selector) }))
            }
        }
    }

    /// The protocols named and every protocol they inherit from, each once.
    func protocolClosure(_ names: [String]) -> [String] {
        var result: [String] = []
        var pending = names
        while let name = pending.popLast() {
            guard !result.contains(name) else { continue }
            result.append(name)
            pending += protocols[name]?.inheritedNames ?? []
        }
        return result
    }

    /// Whether a value's type conforms to a protocol of the scene, directly, through a superclass, an extension
    /// or an inherited protocol.
    func conforms(_ value: Value, to scriptProtocol: ScriptProtocol) -> Bool {
        let names: [String]
        switch value {
        case .structValue, .enumValue:
            names = value.valueTypeNamespace?.conformanceNames ?? []
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object) {
                names = scripted.instance.scriptClass.conformanceNames
                    + extensionsApplying(to: value).flatMap(\.conformances)
            } else {
                names = extensionsApplying(to: value).flatMap(\.conformances)
            }
        default:
            names = extensionsApplying(to: value).flatMap(\.conformances)
        }
        return protocolClosure(names).contains(scriptProtocol.name)
    }

    /// The extension members that apply to a UIKit or Swift value, most specific type first.
    func extensionsApplying(to value: Value) -> [ExtensionMembers] {
        guard !typeExtensions.isEmpty else { return [] }
        if case .object(let object) = value {
            var result: [ExtensionMembers] = []
            var current = hostType(of: object)
            while let type = current {
                if let members = typeExtensions[type.name] { result.append(members) }
                current = type.parent
            }
            if let members = typeExtensions["NSObject"], isNSObject(object) { result.append(members) }
            return result
        }
        return TypeExtensions.builtinKeys(of: value).compactMap { typeExtensions[$0] }
    }

    /// The extension members of a UIKit or Swift type and its ancestors, for static members and initializers.
    func extensionsApplying(to type: TypeValue) -> [ExtensionMembers] {
        guard !typeExtensions.isEmpty else { return [] }
        switch type {
        case .host(let host):
            var result: [ExtensionMembers] = []
            var current: HostType? = host
            while let type = current {
                if let members = typeExtensions[type.name] { result.append(members) }
                current = type.parent
            }
            if let members = typeExtensions["NSObject"], !host.isValueType { result.append(members) }
            return result
        case .builtin(let builtin):
            return typeExtensions[TypeExtensions.key(forTypeNamed: builtin.name)].map { [$0] } ?? []
        case .scriptClass(let scriptClass):
            // a scene subclass inherits what extensions add to its UIKit class (`BankListCell.cellIdentifier`)
            return registry.named(scriptClass.hostBase.hostTypeName).map { extensionsApplying(to: .host($0)) } ?? []
        case .namespace:
            return []
        }
    }

    /// Whether an object derives from `NSObject`, so that `extension NSObject` applies to it: every UIKit class, and
    /// a scene class deriving from one or from `NSObject` itself (not a plain Swift class).
    private func isNSObject(_ object: Any) -> Bool {
        guard let scripted = HostBase.scriptedObject(object) else {
            return hostType(of: object).map { !$0.isValueType } ?? false
        }
        var root = scripted.instance.scriptClass
        while let superclass = root.superclass { root = superclass }
        return root.hostBase != .object || root.decl.superclass?.simpleName == "NSObject"
    }

    /// A property or method an extension adds to a UIKit or Swift value (a method bound, as a function value).
    func extensionMember(of value: Value, _ name: String, at span: SourceSpan) throws -> Value? {
        for members in extensionsApplying(to: value) {
            if let property = members.property(named: name), let getter = property.getter {
                return try evaluateGetter(getter, type: property.type, name: name,
                                          receiver: ScriptReceiver(value: value, definingClass: nil), at: span)
            }
            if let method = members.methods(named: name).first {
                return .function(.function(method, globals, receiver: ScriptReceiver(value: value, definingClass: nil)))
            }
        }
        return nil
    }

    /// The methods of this name extensions add to a UIKit or Swift value, nearest type first.
    func extensionMethods(of value: Value, named name: String) -> [FunctionDecl] {
        extensionsApplying(to: value).flatMap { $0.methods(named: name) }
    }

    /// The computed property of this name an extension adds to a UIKit or Swift value.
    func extensionProperty(of value: Value, named name: String) -> PropertyDecl? {
        extensionsApplying(to: value).lazy.compactMap { $0.property(named: name) }.first
    }

    /// A static member or nested type an extension adds to a UIKit or Swift type.
    func extensionStaticMember(of type: TypeValue, _ name: String, at span: SourceSpan) throws -> Value? {
        for members in extensionsApplying(to: type) {
            // `extension Color { static let systemBackground = Color(UIColor.systemBackground) }` (SwiftUI's `Color`,
            // which is UIKit's here): while it initializes, the name is UIKit's own
            if members.statics.initializing.contains(name), case .host(let host) = type,
               host.staticValue(named: name) != nil || host.staticProperties[name] != nil {
                continue
            }
            if let value = try staticMember(of: type, members.statics, name, at: span) { return value }
        }
        return nil
    }

    /// The static methods of this name extensions add to a UIKit or Swift type.
    func extensionStaticMethods(of type: TypeValue, named name: String) -> [FunctionDecl] {
        extensionsApplying(to: type).flatMap { $0.statics.methods[name] ?? [] }
    }
}
