extension Interpreter {
    /// Registers the file's classes, namespaces and global functions before any statement runs, as Swift makes
    /// them visible throughout the file; checks inheritance and `override`.
    func registerDeclarations(_ statements: [Stmt]) throws {
        var classDeclarations: [String: ClassDecl] = [:]
        var order: [ClassDecl] = []
        var namespaceDeclarations: [NamespaceDecl] = []
        var extensions: [ExtensionDecl] = []
        let keys = ClassKeys(statements)
        for statement in statements {
            switch statement {
            case .classDeclaration(let lowered):
                // registration extends the class with its extensions' members: a copy, the lowered module is shared
                let decl = lowered.registrationCopy()
                let key = keys.key(of: decl)
                if let previous = classDeclarations[key]?.nameSpan
                    ?? namespaceDeclarations.first(where: { $0.name == key })?.nameSpan {
                    guard !isTwinAcrossFiles(previous, decl.nameSpan) else {
                        warnAboutTwin(key, at: decl.nameSpan)
                        continue
                    }
                    throw ScriptFailure.redeclaration(key, at: decl.nameSpan, previous: previous)
                }
                classDeclarations[key] = decl
                order.append(decl)
                decl.members.typeAliases.forEach { typeAliases[$0.name] = $0 }
            case .namespace(let lowered):
                namespaceDeclarations.append(lowered.registrationCopy())
            case .protocolDeclaration(let decl):
                if let previous = protocols[decl.name]?.decl.nameSpan ?? classDeclarations[decl.name]?.nameSpan {
                    guard !isTwinAcrossFiles(previous, decl.nameSpan) else {
                        warnAboutTwin(decl.name, at: decl.nameSpan)
                        continue
                    }
                    throw ScriptFailure.redeclaration(decl.name, at: decl.nameSpan, previous: previous)
                }
                protocols[decl.name] = ScriptProtocol(decl: decl)
            case .extensionDeclaration(let decl):
                extensions.append(decl)
                decl.members.typeAliases.forEach { typeAliases[$0.name] = $0 }
            case .typeAlias(let decl):
                typeAliases[decl.name] = decl
            case .function(let decl):
                // overloads differ in their parameters' types (`<->` for a text input and for a control property)
                if let previous = globalFunctions[decl.name]?.first(where: {
                    $0.selector == decl.selector && !isFilePrivatePair($0, decl)
                        && $0.parameters.map(\.type.description) == decl.parameters.map(\.type.description)
                }) {
                    throw ScriptFailure.redeclaration(decl.selector, at: decl.nameSpan, previous: previous.nameSpan)
                }
                globalFunctions[decl.name, default: []].append(decl)
            case .preview(let decl):
                previews.append(decl)
            case .binding(let binding) where binding.name == "view":
                declaresGlobalView = true
            default:
                break
            }
        }
        declareClassesExtendedElsewhere(extensions, into: &classDeclarations, order: &order,
                                        namespaces: namespaceDeclarations)
        try applyExtensions(extensions, classes: classDeclarations, namespaces: namespaceDeclarations)
        for decl in namespaceDeclarations { try registerNamespace(decl) }
        for decl in order {
            let scriptClass = try resolveClass(keys.key(of: decl), classDeclarations, visiting: [])
            declaredClasses.append(scriptClass)
            for nested in decl.nestedNamespaces { try registerNamespace(nested, in: scriptClass) }
            try checkOverrides(of: scriptClass)
        }
        applyProtocolDefaults()
    }

    /// A struct or enum nested in a class: scoped to it (`enum Layout` in each of several view classes), and also
    /// visible by its bare name when no other declaration takes that name.
    private func registerNamespace(_ decl: NamespaceDecl, in scriptClass: ScriptClass) throws {
        guard classNamespaces[scriptClass.name]?[decl.name] == nil else {
            throw ScriptFailure.runtime("invalid redeclaration of '\(decl.name)'", at: decl.nameSpan)
        }
        let namespace = Namespace(decl: decl)
        classNamespaces[scriptClass.name, default: [:]][decl.name] = namespace
        try resolveRawTypes(of: namespace)
        if namespaces[decl.name] == nil, classes[decl.name] == nil { namespaces[decl.name] = namespace }
    }

    /// The struct or enum `name` nested in `scriptClass` or one of its superclasses.
    func nestedNamespace(_ name: String, in scriptClass: ScriptClass) -> Namespace? {
        var current: ScriptClass? = scriptClass
        while let candidate = current {
            if let found = classNamespaces[candidate.name]?[name] { return found }
            current = candidate.superclass
        }
        // then the types the class is nested in (`TimelineSource.Fetcher` sees `TimelineSource.FetchDirection`)
        guard let outer = scriptClass.decl.outerName else { return nil }
        if let outerClass = classes[outer], outerClass !== scriptClass { return nestedNamespace(name, in: outerClass) }
        return namespaces[outer]?.nested[name]
    }

    /// The class `name` nested in `scriptClass` or one of its superclasses, when another class of the module shares
    /// its name (see ``ClassKeys``); a nested class whose name is its own is found by that name.
    func nestedClass(_ name: String, in scriptClass: ScriptClass) -> ScriptClass? {
        var current: ScriptClass? = scriptClass
        while let candidate = current {
            if let found = classes["\(candidate.decl.name).\(name)"] { return found }
            current = candidate.superclass
        }
        return nil
    }

    /// The class a qualified name (`NotePreview.Snapshot`) names: the nested one registered under it, or the class
    /// of the last name when that one is declared inside the type the name before it names.
    func qualifiedClass(_ components: [String]) -> ScriptClass? {
        guard components.count > 1 else { return nil }
        let last = components[components.count - 1], outer = components[components.count - 2]
        if let found = classes["\(outer).\(last)"] { return found }
        return classes[last].flatMap { $0.decl.outerName == outer ? $0 : nil }
    }

    func registerNamespace(_ decl: NamespaceDecl) throws {
        if let previous = namespaces[decl.name] {
            guard !isTwinAcrossFiles(previous.decl.nameSpan, decl.nameSpan) else {
                return warnAboutTwin(decl.name, at: decl.nameSpan)
            }
            throw ScriptFailure.redeclaration(decl.name, at: decl.nameSpan, previous: previous.decl.nameSpan)
        }
        let namespace = Namespace(decl: decl)
        namespaces[decl.name] = namespace
        try resolveRawTypes(of: namespace)
    }

    /// An enum whose first inherited type is `Int`, `String`, `Character` or a floating-point type has raw values
    /// of that type.
    private func resolveRawTypes(of namespace: Namespace) throws {
        if namespace.isEnum, let first = namespace.decl.conformances.first?.simpleName {
            switch BuiltinTypes.named(first) {
            case .int?, .string?, .floating?: namespace.rawType = BuiltinTypes.named(first)
            default: break
            }
            // Raw values are checked when the enum is declared, as the compiler does.
            if let firstCase = namespace.cases.first { _ = try rawValue(of: namespace, firstCase.name, at: firstCase.nameSpan) }
        }
        if !namespace.isEnum, let caseDecl = namespace.cases.first {
            throw ScriptFailure.runtime("enum 'case' is not allowed outside of an enum", at: caseDecl.nameSpan)
        }
        for nested in namespace.nested.values { try resolveRawTypes(of: nested) }
    }

    private func resolveClass(_ name: String, _ declarations: [String: ClassDecl], visiting: [String]) throws
        -> ScriptClass {
        if let known = classes[name] { return known }
        let decl = declarations[name]!
        guard let superclassReference = decl.superclass, !isProtocolName(superclassReference) else {
            // a class of plain Swift: no superclass, or only protocols (`class Store: Codable`)
            if let first = decl.superclass, !decl.conformances.contains(where: { $0.simpleName == first.simpleName }) {
                decl.conformances.insert(first, at: 0)
            }
            let scriptClass = ScriptClass(decl: decl, name: name, superclass: nil, hostBase: .object)
            classes[name] = scriptClass
            return scriptClass
        }
        // a generic base class's arguments are erased (`BaseCell<Model>` is `BaseCell`)
        guard case .named(let written, let span) = superclassReference.erasingGenericArguments else {
            throw ScriptFailure.runtime("'\(superclassReference)' cannot be a superclass in a scene file",
                                        at: superclassReference.span)
        }
        let components = written.first == "UIKit" && written.count == 2 ? Array(written.dropFirst()) : written
        let superclassName = ClassKeys.superclassKey(components, of: decl, among: declarations)
            ?? components.joined(separator: ".")
        let scriptClass: ScriptClass
        if declarations[superclassName] != nil {
            guard !visiting.contains(superclassName), superclassName != name else {
                throw ScriptFailure.runtime("'\(name)' inherits from itself", at: decl.nameSpan)
            }
            let superclass = try resolveClass(superclassName, declarations, visiting: visiting + [name])
            scriptClass = ScriptClass(decl: decl, name: name, superclass: superclass, hostBase: superclass.hostBase)
        } else if superclassName == "NSObject" || UIKitOutsideLayout.objectTypes.contains(superclassName) {
            // `class RefreshControl: UIRefreshControl`: a class outside layout, plain here
            scriptClass = ScriptClass(decl: decl, name: name, superclass: nil, hostBase: .object)
        } else if let base = HostBase.named(superclassName) {
            scriptClass = isAppBaseNamedLikeLayoutScene(superclassName, base: base, decl)
                ? substituteBaseClass(superclassName, of: decl, named: name, at: span)
                : ScriptClass(decl: decl, name: name, superclass: nil, hostBase: base)
        } else if superclassName == "Canvas" {
            throw ScriptFailure.runtime("inheritance from a final class 'Canvas'", at: span)
        } else if registry.named(superclassName) != nil {
            // `class AlignedLayout: UICollectionViewFlowLayout`: valid Swift that scene classes cannot extend; its
            // instances are plain objects, and what needs the UIKit class gets an unknown value
            warn("'\(name)' derives from '\(superclassName)', which scene classes cannot extend (they can extend UIView, "
                     + "UILabel, UIScrollView, UIStackView, UIControl, UIButton, UITextField, UITextView, UIImageView, "
                     + "UITableViewCell, UICollectionViewCell, UIViewController, UITableViewController or "
                     + "UICollectionViewController); its instances are plain objects",
                 at: span)
            scriptClass = ScriptClass(decl: decl, name: name, superclass: nil, hostBase: .object)
        } else {
            scriptClass = substituteBaseClass(superclassName, of: decl, named: name, at: span,
                                              candidates: Array(declarations.keys) + registry.typeNames)
        }
        classes[name] = scriptClass
        return scriptClass
    }

    /// Whether a superclass written with a LayoutScene name (`View`, `ViewController`) rather than UIKit's (`UIView`)
    /// is the app's own base class, declared in a file not given: its subclass overrides a method UIKit's class does
    /// not have (`class RegisterViewController: ViewController { override func setupConstraints() {…} }`), or calls
    /// an initializer of it that UIKit's class does not have (`super.init(presentationType: type)`), so it is an
    /// undeclared base whose hooks run, not UIKit's class.
    private func isAppBaseNamedLikeLayoutScene(_ written: String, base: HostBase, _ decl: ClassDecl) -> Bool {
        guard written != base.hostTypeName, !HostBase.viewsForLayout.contains(written) else { return false }
        let hostType = registry.named(base.hostTypeName)
        let overridesWhatUIKitLacks = decl.methods.contains { method in
            method.isOverride && !method.isStatic && !base.overrides(method.selector)
                && hostType?.methods(named: method.name).contains { $0.selector == method.selector } != true
        }
        return overridesWhatUIKitLacks || decl.initializers.contains { initializer in
            initializer.body.contains { statement in
                guard case .expression(.call(let call)) = statement, case .superMember("init", _) = call.callee else {
                    return false
                }
                let selector = Selector.text("init", call.labels)
                return selector != "init(coder:)" && !base.initializerSelectors.contains(selector)
            }
        }
    }

    /// Whether the first type a class inherits is a protocol, so the class has no superclass: one the files declare or
    /// one of Swift's and Foundation's (`Equatable`, `Codable`, `ObservableObject`, …).
    /// Properties layoutviz gives UIKit's views that UIKit lacks (`name`, the view's name in diagrams; `cornerRadius`,
    /// `borderWidth`, `borderColor`, shorthands for the layer's): a class may declare its own
    /// (`let name = UILabel()`, `private let cornerRadius: CGFloat = 5`), which then hides layoutviz's.
    static let propertiesUIKitLacks: Set = ["name", "cornerRadius", "borderWidth", "borderColor"]

    /// The protocols of Swift's standard library and Foundation that scene classes adopt.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "Sendable", "AnyObject", "Error",
        "CaseIterable",
    ]

    private func isProtocolName(_ reference: TypeRef) -> Bool {
        guard case .named(let components, _) = reference.erasingGenericArguments, components.count == 1 else {
            return false
        }
        return protocols[components[0]] != nil || Self.standardProtocols.contains(components[0])
            || Self.isUIKitProtocolName(components[0])
    }

    /// Whether `name` is a UIKit protocol by UIKit's naming: its delegate and data source protocols
    /// (`UITableViewDataSource`, `UICollectionViewDelegateFlowLayout`, `UITextFieldDelegate`), prefetching sources and
    /// SwiftUI's representables (`UIViewControllerRepresentable`). UIKit's classes never end so.
    static func isUIKitProtocolName(_ name: String) -> Bool {
        name.hasPrefix("UI") && (SceneScript.isCallbackProtocol(named: name) || name.hasSuffix("Representable"))
    }

    private func checkOverrides(of scriptClass: ScriptClass) throws {
        if substitutedBase(of: scriptClass) != nil { return } // the undeclared base may declare anything
        var root = scriptClass
        while let superclass = root.superclass { root = superclass }
        if scriptClass.hostBase == .object, let first = root.decl.superclass?.simpleName,
           first == "NSObject" || UIKitOutsideLayout.objectTypes.contains(first)
            || registry.named(first) != nil && HostBase.named(first) == nil {
            // layoutviz does not list what NSObject, UIRefreshControl or a UIKit class scene classes cannot extend
            // (UICollectionViewFlowLayout) declare
            return
        }
        let base = scriptClass.hostBase
        // a plain Swift class (no superclass, or protocols only) inherits nothing of NSObject's: its `description`
        // or `hash` is its own
        let isPlainSwift = base == .object && root.decl.superclass.map(isProtocolName) != false
        let hostType = isPlainSwift ? nil : registry.named(base.hostTypeName)
        let overridable = { (selector: String) in !isPlainSwift && base.overrides(selector) }
        for method in scriptClass.decl.methods where !method.isStatic {
            // a superclass's private method is invisible here: a method of the same name is a new one, not an override;
            // a UIKit method layoutviz models (`setViewControllers(_:direction:animated:completion:)`) is overridden,
            // the scene's calls run the override and its `super.` call runs layoutviz's
            // without `override`, a method of the selector with other parameter types is an overload, not an override
            // (with it, the types may differ: a generic base's `bind(model: T)` in `BaseCell<Model>`)
            let inherited = scriptClass.superclass?.method(selector: method.selector)?.0
            let overrides = inherited.map { inherited in
                !inherited.isPrivate && (method.isOverride
                    || inherited.parameters.map(\.type.description) == method.parameters.map(\.type.description))
            } == true
                || overridable(method.selector)
                || hostType?.methods(named: method.name).contains { $0.selector == method.selector } == true
            if method.isOverride, !overrides {
                // an `override` of a selector no scene superclass declares overrides UIKit's (a delegate method of
                // `UITableViewController` layoutviz does not list); one a scene superclass declares with other
                // parameter types, or one only the other kind of class has, overrides nothing
                guard scriptClass.superclass?.method(selector: method.selector) == nil,
                      !base.lacksUIKitMethod(method.selector) else {
                    throw ScriptFailure.runtime("method does not override any method from its superclass",
                                                at: method.nameSpan)
                }
                _ = unknown("\(base.hostTypeName).\(method.selector)", at: method.nameSpan) // UIKit never calls it here
            }
            // a list controller's data source and delegate methods may be overridden, but UIKit's class implements
            // only some of those protocols' methods (not a drop delegate's or a flow layout delegate's), so a list
            // method without `override` is the class's own
            let listMethodOnly = overridable(method.selector) && !base.overridableSelectors.contains(method.selector)
                && inherited == nil
            // Objective-C has no `override`: a method with a superclass's selector overrides it
            if !method.isOverride, overrides, !listMethodOnly, !isObjectiveC(at: method.nameSpan) {
                // UIKit gains methods with each SDK (`addChild(_:)` in iOS 12): a method of the file's own that one
                // of them later named compiled with the SDK the file was written for, so it stays the class's own
                guard inherited == nil, !overridable(method.selector) else {
                    throw ScriptFailure.runtime("overriding declaration requires an 'override' keyword",
                                                at: method.nameSpan)
                }
                warn("'\(method.selector)' has no 'override', and UIKit's \(base.hostTypeName) declares it too (in a "
                         + "later SDK than the file's, or the compiler would reject it); it is read as the class's own "
                         + "method", at: method.nameSpan)
            }
        }
        for property in scriptClass.decl.properties where !property.isStatic {
            let inherited = scriptClass.superclass?.property(named: property.name) != nil
                || (hostType?.property(named: property.name) != nil
                    && !Self.propertiesUIKitLacks.contains(property.name))
                || overridable(property.name)
            // Objective-C may redeclare an inherited property (`@property BOOL isSelected`): the class's own
            if property.isStored, !property.hasObservers, inherited, !isObjectiveC(at: property.nameSpan) {
                throw ScriptFailure.runtime("cannot override with a stored property '\(property.name)'",
                                            at: property.nameSpan)
            }
            if property.isStored, property.hasObservers, inherited, !property.isOverride {
                throw ScriptFailure.runtime("overriding declaration requires an 'override' keyword", at: property.nameSpan)
            }
            // UIKit's properties outside layout (a cell's `isSelected`): overridable, kept per object
            if property.isOverride, !inherited, let hostType, outsideLayoutDefault(of: hostType, property.name) != nil {
                continue
            }
            if property.isOverride, !inherited {
                guard base != .object else {
                    throw ScriptFailure.runtime("property does not override any property from its superclass",
                                                at: property.nameSpan)
                }
                // UIKit declares far more than layoutviz models (`isUserInteractionEnabled`): never read here
                _ = unknown("\(base.hostTypeName).\(property.name)", at: property.nameSpan)
            }
            if property.getter != nil, inherited, !property.isOverride {
                throw ScriptFailure.runtime("overriding declaration requires an 'override' keyword", at: property.nameSpan)
            }
            // a get-only override would change what UIKit's own code reads, which layoutviz reads from UIKit's
            // storage; an override with a setter takes the scene's writes, and what it stores through `super` is seen
            if property.getter != nil, property.setter == nil, inherited,
               !overridable(property.name),
               scriptClass.superclass?.property(named: property.name) == nil {
                warn("'\(property.name)' is overridden with a getter: the scene's code reads the override, but "
                         + "layoutviz's \(base.hostTypeName) keeps drawing and laying out with its own value",
                     at: property.nameSpan)
            }
        }
    }
}
