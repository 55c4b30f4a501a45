import LayoutScene

/// Finding and running the entry points the app's other files call (``EntryPoints``).
extension Interpreter {
    /// The entry points of `scriptClass`, base-most class first, each class's in source order; worked out once per
    /// class. A method the undeclared base class or declaration already calls as a hook (``BaseClassHooks``) is not
    /// one: it runs once.
    func entryPoints(of scriptClass: ScriptClass) -> [EntryPoint] {
        if let known = entryPointsByClass[scriptClass.name] { return known }
        var chain: [ScriptClass] = []
        var current: ScriptClass? = scriptClass
        while let link = current {
            chain.insert(link, at: 0)
            current = link.superclass
        }
        var found: [(offset: Int, entry: EntryPoint)] = []
        var seenSelectors = Set(hooksRunning(on: scriptClass))
        for link in chain {
            var own: [(offset: Int, entry: EntryPoint)] = []
            for method in link.decl.methods where isEntryPoint(method) && seenSelectors.insert(method.selector).inserted {
                own.append((method.nameSpan.start, .method(method, owner: link)))
            }
            // an override of the undeclared base's data method runs as its most derived implementation
            for method in link.decl.methods where overridesUndeclaredBaseDataMethod(method, of: scriptClass)
                && seenSelectors.insert(method.selector).inserted {
                guard let (derived, owner) = scriptClass.method(selector: method.selector) else { continue }
                own.append((method.nameSpan.start, .method(derived, owner: owner)))
            }
            for property in link.decl.properties where isEntryPoint(property) {
                own.append((property.nameSpan.start, .observedProperty(property, owner: link)))
            }
            found += own.sorted { $0.offset < $1.offset }
        }
        let entries = found.map(\.entry)
        entryPointsByClass[scriptClass.name] = entries
        return entries
    }

    private func isEntryPoint(_ method: FunctionDecl, overriding: Bool = false) -> Bool {
        guard !method.isStatic, method.isOverride == overriding, !method.isPrivate, !method.isObjC,
              (method.returnType.map(isVoidSpelling) ?? true) || configuresAndMeasures(method),
              !protocolWitnesses.contains(ObjectIdentifier(method)),
              !EntryPoints.isDelegateCallback(named: method.name, firstParameter: method.parameters.first),
              layoutBuilding.builds(method.bodySpan) || method.parameters.contains(where: takesData)
        else { return false }
        return !layoutBuilding.mayReach(method.name, parameters: method.parameters, body: method.bodySpan)
    }

    /// Whether `method` overrides a method taking data that the undeclared base class of `scriptClass` declares
    /// (`override func bind(_ viewModel: Any?)` in a `FxTableViewCell` subclass): neither UIKit's class standing in
    /// for the base nor a scene class of the chain declares it, so the base does, for the app's other files to call
    /// with their data (a data source's `cell.bind(viewModel)`), and it is an entry point as a method of the class's
    /// own taking data is. A base spelt as a class of Apple's frameworks (`UIPresentationController`, which layoutviz
    /// does not model) is not the app's: its methods are the framework's callbacks.
    private func overridesUndeclaredBaseDataMethod(_ method: FunctionDecl, of scriptClass: ScriptClass) -> Bool {
        guard method.parameters.contains(where: takesData), isEntryPoint(method, overriding: true),
              let undeclared = substitutedBase(of: scriptClass),
              !UndeclaredProtocolTemplates.isFrameworkName(undeclared.name) else { return false }
        let base = scriptClass.hostBase
        guard !base.overrides(method.selector),
              registry.named(base.hostTypeName)?.methods(named: method.name)
                .contains(where: { $0.selector == method.selector }) != true else { return false }
        var link: ScriptClass? = scriptClass
        while let each = link {
            if each.decl.methods.contains(where: { $0.selector == method.selector && !$0.isOverride }) { return false }
            link = each.superclass
        }
        return true
    }

    /// A property another file sets to fill the object: a stored one with observers, or a computed one with a
    /// setter (`var userName: String? { get { nameLabel.text } set { nameLabel.text = newValue } }`), that the files
    /// never assign.
    private func isEntryPoint(_ property: PropertyDecl) -> Bool {
        guard !property.isStatic, !property.isPrivate,
              property.isStored ? property.isMutable && property.hasObservers
                  : property.setter != nil && !property.isOverride,
              !property.isOutlet else { return false }
        return !layoutBuilding.isAssigned(property.name)
    }

    /// A parameter the caller fills with data: one without a default.
    private func takesData(_ parameter: FunctionParameter) -> Bool {
        parameter.defaultValue == nil
    }

    /// Whether `method` returns a measure (a number, a size or a flag), takes data and builds layout:
    /// `-(CGFloat)setData:(Post *)post`, which fills and lays out a cell and returns its height for the table's
    /// delegate in another file. A method returning an object (`func makeTitleLabel() -> UILabel`) is a factory the
    /// file calls for its result, not an entry point.
    private func configuresAndMeasures(_ method: FunctionDecl) -> Bool {
        guard let returned = method.returnType?.simpleName, Self.measureTypes.contains(returned) else { return false }
        return method.parameters.contains(where: takesData) && layoutBuilding.builds(method.bodySpan)
    }

    /// The types a method that lays out and measures returns.
    private static let measureTypes: Set = ["CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "CGSize",
                                            "Bool", "BOOL"]

    private func isVoidSpelling(_ type: TypeRef) -> Bool {
        if case .tuple(let elements, _, _) = type { return elements.isEmpty }
        return type.simpleName == "Void"
    }

    /// Runs the entry points of `root` and of every scene-class view in its tree (the root's own view for a
    /// controller), each object once, root first and then the tree depth first.
    func runEntryPoints(ofRoot root: Value) throws {
        guard runsEntryPoints else { return }
        let objects = sceneObjects(root: root, tree: root.host(ViewController.self)?.view ?? root.host(View.self))
        for object in objects {
            for entry in entryPoints(of: object.instance.scriptClass) {
                try run(entry, on: .object(object))
            }
        }
        drainMainQueue()
        try rethrowCallbackFailure()
        for object in objects { fillViewsFilledFromOutside(of: object) }
    }

    /// The scene objects of a screen: `root` (when it is one) and every scene-class view in `tree`, each once, root
    /// first and then the tree depth first.
    func sceneObjects(root: Value?, tree: View?) -> [any ScriptedObject] {
        var objects: [any ScriptedObject] = []
        if case .object(let object)? = root, let scripted = HostBase.scriptedObject(object) { objects.append(scripted) }
        var pending = tree.map { [$0] } ?? []
        while let view = pending.popLast() {
            if let scripted = HostBase.scriptedObject(view), !objects.contains(where: { $0 === scripted }) {
                objects.append(scripted)
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return objects
    }

    /// A label or image view in the view tree, held in a property another file can reach, that no code gave text or
    /// an image: the app's other files fill it (`cell.userLabel.text = user.name`, `cell.avatar.image = photo`), so a
    /// label shows its property's name as placeholder text and an image view a stand-in image named after it
    /// (``LayoutScene/Image/init(standingInFor:)``).
    private func fillViewsFilledFromOutside(of object: any ScriptedObject) {
        var owner: ScriptClass? = object.instance.scriptClass
        while let scriptClass = owner {
            for property in scriptClass.decl.properties where property.isStored && !property.isStatic
                && !property.isPrivate {
                let value = object.instance.storage[property.name]?.value
                let filled: String
                if showsPlaceholderText, let label = value?.host(Label.self), label.superview != nil,
                   label.text == nil, label.attributedText == nil {
                    label.text = PlaceholderText.text(for: property.name)
                    filled = "text"
                } else if let imageView = value?.host(ImageView.self), imageView.superview != nil,
                          imageView.image == nil, imageView.highlightedImage == nil {
                    imageView.image = Image(standingInFor: PlaceholderText.text(for: property.name))
                    filled = "image"
                } else {
                    continue
                }
                let entry = "\(scriptClass.name).\(property.name).\(filled)"
                if !entryPointsRun.contains(entry) { entryPointsRun.append(entry) }
            }
            owner = scriptClass.superclass
        }
    }

    /// Runs one entry point; a runtime error inside it is a warning (the placeholders may be what it tripped on).
    private func run(_ entry: EntryPoint, on object: Value) throws {
        if !entryPointsRun.contains(entry.label) { entryPointsRun.append(entry.label) }
        do {
            switch entry {
            case .method(let method, let owner):
                let arguments = try method.parameters.map(placeholderArgument)
                _ = try invoke(method, definingScope: globals, receiver: ScriptReceiver(value: object, definingClass: owner),
                               arguments: arguments, at: method.nameSpan)
            case .observedProperty(let property, _):
                try assignPlaceholder(to: property, of: object)
            }
            try rethrowCallbackFailure()
        } catch let failure as ScriptFailure where failure.kind == .runtime {
            warn("\(entry.label), run as the app's other files would call it, stopped: \(failure.message); what it "
                     + "did before stays", at: failure.span)
        }
    }

    /// Sets an observed or computed property as the app would, running its observers or setter: a placeholder
    /// (placeholder text for a `String`) goes into a stored property holding nothing; one holding a value keeps it, as
    /// what holds a value does when assigned an unknown one.
    func assignPlaceholder(to property: PropertyDecl, of object: Value) throws {
        guard case .object(let any) = object, let scripted = HostBase.scriptedObject(any) else { return }
        let variable = scripted.instance.storage[property.name]
        let type = try variable?.type ?? property.type.map(resolveType)
        let placeholder = placeholderValue(for: .name(property.name, property.nameSpan), type: type)
            ?? .unknown(property.name)
        guard let variable else {
            // a computed property's setter is given the placeholder; what its getter reads is not the app's to keep
            if !property.isStored {
                _ = try setScriptProperty(of: scripted, property.name, to: placeholder, at: property.nameSpan)
            }
            return
        }
        let declarations = scripted.instance.scriptClass.propertyDeclarations(named: property.name)
        try setObserved(declarations.map { ($0.0, $0.1) }, receiver: object, newValue: placeholder,
                        oldValue: { variable.value ?? .null }, at: property.nameSpan) {
            if variable.value == nil || variable.value?.isNull == true { variable.value = placeholder }
        }
    }

    /// What an entry point's parameter is given: its default if it has one, one placeholder element for an array, a
    /// view standing in for a view (``viewStandIn(for:boundTo:declared:at:)``), else a placeholder named after the
    /// parameter. A list (`_ collectionView: UICollectionView`) is the list calling back — one of the screen's, which
    /// one unknown — so it is a placeholder, and `collectionView == tapBar` is an unknown condition.
    func placeholderArgument(_ parameter: FunctionParameter) throws -> Value? {
        if parameter.defaultValue != nil { return nil }
        if case .array = parameter.type.unwrappingOptional { return .array([.unknown(parameter.name)]) }
        let declared = try? resolveType(parameter.type)
        if case .host(let host)? = declared?.unwrapped,
           ["UITableView", "UICollectionView"].contains(where: { registry.named($0).map(host.isSubtype(of:)) == true }) {
            return .unknown(parameter.name)
        }
        let argument = try viewStandIn(for: .unknown(parameter.name), boundTo: parameter.name, declared: declared,
                                       at: parameter.type.span)
        if !argument.isUnknown { noteBinding(argument, to: parameter.name, strength: .local) }
        return argument
    }
}
