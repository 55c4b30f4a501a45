import Foundation
import LayoutScene

/// An initializer a class offers: one it declares, UIKit's (`init()`, `init(frame:)`, `init(nibName:bundle:)`), or
/// UIKit's convenience `init()`, which calls the class's own `init(frame: .zero)`.
enum InitializerCandidate {
    case declared(InitializerDecl, ScriptClass)
    case host(String)
    /// A UIKit convenience initializer the class inherits (see ``InheritedConvenience``).
    case inherited(ScriptClass, InheritedConvenience)

    var selector: String {
        switch self {
        case .declared(let decl, _): decl.selector
        case .host(let selector): selector
        case .inherited(_, let convenience): convenience.selector
        }
    }

    /// The labels and whether each parameter has a default, for matching a call before any type is resolved.
    var shapes: [ParameterShape] {
        switch self {
        case .declared(let decl, _):
            decl.parameters.shapes
        case .host, .inherited:
            Selector.labels(of: selector).map { ParameterShape(label: $0, hasDefault: false, isVariadic: false,
                                                               acceptsClosure: false) }
        }
    }
}

/// An initializer running: which class's, and whether it has called `super.init` (or `self.init`) yet.
struct InitializerFrame {
    let scriptClass: ScriptClass
    /// The initializer running, which a `self.init(…)` in it never calls again (Swift picks another overload:
    /// `self.init()` in `convenience init(titles: [String] = [])` is the inherited `init()`).
    let initializer: InitializerDecl
    var delegated = false
}

extension Interpreter {
    /// `Type(…)`: a host initializer, a scene class instance, or a conversion (`CGFloat(x)`, `String(x)`).
    func construct(_ type: TypeValue, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        switch type {
        case .host(let host):
            if let made = try constructWithExtensionInitializer(type, host: host, call, in: scope, at: span) {
                return made
            }
            if let made = try defaultInstanceForUnknownInitializer(host, call, in: scope, at: span) { return made }
            guard !host.initializers.isEmpty else {
                throw ScriptFailure.runtime("'\(host.name)' cannot be constructed because it has no accessible "
                                                + "initializers", at: span)
            }
            return try callingLibrarySpelling(host, call, in: scope, at: span) {
                try callHost(host.initializers, receiver: .type(type), call, in: scope,
                             describing: "initializer of '\(host.name)'", at: span)
            }
        case .scriptClass(let scriptClass):
            return try instantiate(scriptClass, call, in: scope, at: span)
        case .builtin(let builtin):
            let values = try call.arguments.map { try evaluate($0.value, in: scope) }
            if let unknown = values.first(where: \.isUnknown) { return unknown }
            return try convert(values, labels: call.labels, to: builtin, at: span)
        case .namespace(let namespace):
            return try constructValueType(namespace, call, in: scope, at: span)
        }
    }

    /// Creates an instance of a scene class and runs the initializer the call chooses.
    func instantiate(_ scriptClass: ScriptClass, _ call: Call?, in scope: Scope, at span: SourceSpan) throws -> Value {
        if scriptClass.hostBase.isView { try countView(at: span) }
        var made: ScriptClass? = scriptClass
        while let each = made, instantiatedClassNames.insert(each.name).inserted { made = each.superclass }
        let instance = ScriptInstance(scriptClass: scriptClass)
        let object = Value.object(scriptClass.hostBase.makeObject(for: instance, interpreter: self))
        object.host(View.self)?.clearsAutoresizingTranslationWhenConstrained = true
        let candidates = initializerCandidates(of: scriptClass)
        var call = call
        // an initializer the files cannot run: the undeclared base class's (`MJRefreshHeader(refreshingBlock:)`),
        // that of a UIKit class scene classes cannot extend (`UIBarButtonItem(image:style:target:action:)`), whose
        // plain object has nothing it could set, that of a UIKit class kept outside layout (`UIAlertController(
        // title:message:preferredStyle:)`), or, when the files use code they do not declare, a convenience
        // initializer an extension of UIKit's view or controller class in a file not given adds to every subclass
        // (`InfoItemView(size: CGSize(width: 80, height: 18))` beside the class's own `init(frame:)`)
        if let given = call, !candidates.contains(where: { ArgumentMatching.match(given.arguments, to: $0.shapes) != nil }),
           let base = substitutedBase(of: scriptClass).map({ "its base class '\($0.name)', not in the files," })
            ?? unextendableUIKitBase(of: scriptClass).map({ "UIKit's '\($0)', which scene classes cannot extend," })
            ?? outsideLayoutUIKitBase(of: scriptClass).map({ "UIKit's '\($0)', which layoutviz keeps outside layout," })
            ?? extendedUIKitBase(of: scriptClass, candidates) {
            warn("'\(scriptClass.name)(\(given.arguments.map { "\($0.label ?? "_"):" }.joined()))' matches no initializer "
                     + "the files declare; \(base) would: it is made with init() and the arguments are not used", at: span)
            call = nil
        }
        let (candidate, arguments) = try chooseInitializer(candidates, call, in: scope,
                                                           describing: "initializer of '\(scriptClass.name)'", at: span)
        try withCallDepth(span) {
            try runInitializer(candidate, as: scriptClass, object: object, instance: instance, arguments: arguments,
                               at: span)
        }
        if scriptClass.hostBase.isView { try runBaseClassHooks(of: object, class: scriptClass, at: span) }
        return object
    }

    /// How a warning names the UIKit class an extension in a file not given may have added a convenience initializer
    /// to, when the files use code they do not declare and `scriptClass`, a view or controller class, can be made with
    /// `init()`; nil otherwise.
    private func extendedUIKitBase(of scriptClass: ScriptClass, _ candidates: [InitializerCandidate]) -> String? {
        guard skipped.showsFilesNotGiven, scriptClass.hostBase != .object,
              candidates.contains(where: { $0.selector == "init()" }) else { return nil }
        return "an extension of UIKit's '\(scriptClass.hostBase.hostTypeName)' in a file not given"
    }

    /// The UIKit class at the root of a scene class's chain when scene classes cannot extend it
    /// (`UIBarButtonItem`, `UICollectionViewFlowLayout`): its instances are plain objects.
    func unextendableUIKitBase(of scriptClass: ScriptClass) -> String? {
        var root = scriptClass
        while let superclass = root.superclass { root = superclass }
        guard root.hostBase == .object, let name = root.decl.superclass?.simpleName, name != "NSObject",
              HostBase.named(name) == nil, registry.named(name) != nil else { return nil }
        return name
    }

    /// The UIKit class at the root of a scene class's chain when layoutviz models it only outside layout
    /// (`UIAlertController`, see ``UIKitOutsideLayout/objectTypes``): its initializers (`init(title:message:
    /// preferredStyle:)`) are not modelled.
    func outsideLayoutUIKitBase(of scriptClass: ScriptClass) -> String? {
        var current: ScriptClass? = scriptClass
        while let each = current {
            // layoutviz's own declaration of the class (`UIAlertController` as a controller) or the class it derives from
            for name in [each.name, each.decl.superclass?.simpleName].compactMap({ $0 })
                where UIKitOutsideLayout.objectTypes.contains(name) {
                return name
            }
            current = each.superclass
        }
        return nil
    }

    /// The initializers a class offers, as Swift and UIKit decide: its own; those it inherits when it declares no
    /// designated initializer other than `init(coder:)`; and UIKit's convenience initializers whose designated initializer it declares
    /// (UIView's `init()` when it declares `init(frame:)`, see ``InheritedConvenience``).
    func initializerCandidates(of scriptClass: ScriptClass) -> [InitializerCandidate] {
        let declared = scriptClass.decl.initializers.map { InitializerCandidate.declared($0, scriptClass) }
        // a class whose only designated initializer is `init(coder:)` (`required init?(coder:)` beside lazy or defaulted
        // properties) is made by UIKit with its superclass's initializers, as a registered cell is dequeued
        let designated = scriptClass.decl.initializers.filter { !$0.isConvenience && $0.selector != "init(coder:)" }
        guard !designated.isEmpty else {
            let inherited = scriptClass.superclass.map(initializerCandidates)
                ?? scriptClass.hostBase.initializerSelectors.map(InitializerCandidate.host)
            return declared + inherited
        }
        let selectors = Set(scriptClass.decl.initializers.map(\.selector))
        // a view class scene classes cannot extend (`UISearchBar`): its subclass is a plain object, made as a view is
        let base = scriptClass.hostBase == .object
            && unextendableUIKitBase(of: scriptClass).flatMap(registry.named).map(isViewType) == true
            ? HostBase.view : scriptClass.hostBase
        let inherited = base.inheritedConveniences.filter {
            selectors.contains($0.designated) && !selectors.contains($0.selector)
        }
        return declared + inherited.map { .inherited(scriptClass, $0) }
    }

    private func chooseInitializer(_ candidates: [InitializerCandidate], _ call: Call?, in scope: Scope,
                                   describing: String, at span: SourceSpan) throws -> (InitializerCandidate, [Value?]) {
        let call = call ?? Call(callee: .nilLiteral(span), arguments: [], span: span, anchor: span)
        let shapes = candidates.map(\.shapes)
        guard let (index, mapping) = zip(shapes.indices, shapes).lazy
            .compactMap({ index, shape in ArgumentMatching.match(call.arguments, to: shape).map { (index, $0) } }).first
        else {
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(
                call.arguments, candidates: zip(candidates, shapes).map { ($0.selector, $1) }, calling: describing),
                at: span)
        }
        let types = try argumentTypes(of: candidates[index])
        let variadic = if case .declared(let decl, _) = candidates[index] { decl.parameters.map(\.isVariadic) } else {
            types.map { _ in false }
        }
        let arguments = try evaluateArguments(call, mapping, types: types, variadic: variadic, in: scope)
        return (candidates[index], arguments)
    }

    /// The types each argument is converted to (a variadic parameter's element type).
    private func argumentTypes(of candidate: InitializerCandidate) throws -> [ScriptType] {
        switch candidate {
        case .declared(let decl, let owner): try withEnclosingType(owner) { try decl.parameters.map { try resolveType($0.type) } }
        case .host("init(frame:)"): [.host(registry.type(CGRect.self))]
        case .host("init(nibName:bundle:)"): [.optional(.string), .optional(.any)]
        case .host("init(frame:textContainer:)"): [.host(registry.type(CGRect.self)), .optional(.any)]
        case .host("init(style:reuseIdentifier:)"):
            [.host(registry.type(TableViewCellStyle.self)), .optional(.string)]
        case .host("init(reuseIdentifier:)"): [.optional(.string)]
        case .host("init(style:)"): [.host(registry.type(TableViewStyle.self))]
        case .host("init(type:)"): [.host(registry.type(ButtonType.self))]
        case .host("init(frame:style:)"): [.host(registry.type(CGRect.self)), .host(registry.type(TableViewStyle.self))]
        case .host("init(frame:collectionViewLayout:)"):
            [.host(registry.type(CGRect.self)), .host(registry.type(CollectionViewLayout.self))]
        case .host("init(image:)"): [.optional(.host(registry.type(Image.self)))]
        case .host("init(image:highlightedImage:)"):
            [.optional(.host(registry.type(Image.self))), .optional(.host(registry.type(Image.self)))]
        case .host("init(collectionViewLayout:)"): [.host(registry.type(CollectionViewLayout.self))]
        case .host("init(rootViewController:)"): [.host(registry.type(ViewController.self))]
        case .host("init(transitionStyle:navigationOrientation:options:)"):
            [.host(registry.type(PageViewController.TransitionStyle.self)),
             .host(registry.type(PageViewController.NavigationOrientation.self)), .optional(.any)]
        case .host("init(transitionStyle:navigationOrientation:)"):
            [.host(registry.type(PageViewController.TransitionStyle.self)),
             .host(registry.type(PageViewController.NavigationOrientation.self))]
        case .host("init(arrangedSubviews:)"): [.array(.host(registry.type(View.self)))]
        case .host: []
        case .inherited(_, let convenience): try argumentTypes(of: .host(convenience.selector))
        }
    }

    /// Runs `candidate` for an instance being built as `scriptClass` (its class or an ancestor). A class declaring
    /// no initializer initializes its stored properties, then runs the inherited one, as Swift does.
    private func runInitializer(_ candidate: InitializerCandidate, as scriptClass: ScriptClass, object: Value,
                                instance: ScriptInstance, arguments: [Value?], at span: SourceSpan) throws {
        if case .inherited(let owner, let convenience) = candidate, owner === scriptClass,
           let designated = scriptClass.decl.initializers.first(where: { $0.selector == convenience.designated }) {
            try runInitializer(.declared(designated, scriptClass), as: scriptClass, object: object, instance: instance,
                               arguments: convenience.designatedArguments(arguments), at: span)
            try applyHostInitializer(convenience.selector, arguments, to: object)
            return
        }
        if case .declared(let decl, let owner) = candidate, owner === scriptClass {
            enclosingTypes.append(enclosingHostType(of: ScriptReceiver(value: object, definingClass: scriptClass)))
            defer { enclosingTypes.removeLast() }
            if !decl.isConvenience { try initializeStoredProperties(of: scriptClass, instance: instance, object: object) }
            let scope = Scope(parent: globals, receiver: ScriptReceiver(value: object, definingClass: scriptClass),
                              naming: .local)
            try bindParameters(decl.parameters, types: parameterTypes(of: decl.parameters), arguments: arguments,
                               in: scope, at: span)
            initializerFrames.append(InitializerFrame(scriptClass: scriptClass, initializer: decl))
            let flow: Flow
            do {
                flow = try execute(decl.body, in: scope.child())
            } catch {
                initializerFrames.removeLast()
                throw error
            }
            let frame = initializerFrames.removeLast()
            _ = try finish(flow, returnType: nil, missingReturn: "", at: decl.span)
            if !frame.delegated, !decl.isConvenience {
                try runSuperInitializer(of: scriptClass, object: object, instance: instance, call: nil, in: scope,
                                        at: decl.span)
            }
            return
        }
        try initializeStoredProperties(of: scriptClass, instance: instance, object: object)
        if let superclass = scriptClass.superclass {
            try runInitializer(candidate, as: superclass, object: object, instance: instance, arguments: arguments,
                               at: span)
        } else {
            try applyHostInitializer(candidate.selector, arguments, to: object)
        }
    }

    /// `super.init(…)` (or the implicit one at the end of a designated initializer).
    private func runSuperInitializer(of scriptClass: ScriptClass, object: Value, instance: ScriptInstance, call: Call?,
                                     in scope: Scope, at span: SourceSpan) throws {
        guard let superclass = scriptClass.superclass else {
            if let call, outsideLayoutUIKitBase(of: scriptClass) != nil {
                // `super.init(target:action:)` of a `UITapGestureRecognizer` subclass: UIKit declares initializers
                // layoutviz does not model for such classes; any is accepted, its arguments evaluated
                for argument in call.arguments { _ = try evaluate(argument.value, in: scope) }
                return
            }
            let candidates = scriptClass.hostBase.initializerSelectors.map(InitializerCandidate.host)
            let (candidate, arguments) = try chooseInitializer(candidates, call, in: scope,
                                                               describing: "initializer of 'super'", at: span)
            try applyHostInitializer(candidate.selector, arguments, to: object)
            return
        }
        let (candidate, arguments) = try chooseInitializer(initializerCandidates(of: superclass), call, in: scope,
                                                           describing: "initializer of '\(superclass.name)'", at: span)
        try runInitializer(candidate, as: superclass, object: object, instance: instance, arguments: arguments, at: span)
    }

    /// `super.init(…)` and `self.init(…)` inside an initializer.
    func delegateInitializer(toSuper: Bool, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        if !toSuper, let receiver = scope.currentReceiver, let host = receiver.initializingHost {
            receiver.box.value = try construct(.host(host), call, in: scope, at: span)
            return .void
        }
        if !toSuper, let receiver = scope.currentReceiver, receiver.box.isMutable,
           let namespace = receiver.value.valueTypeNamespace {
            // a struct's initializer delegating to another: `self` becomes what that one makes
            receiver.box.value = try constructValueType(namespace, call, in: scope, at: span, delegating: true)
            return .void
        }
        guard let receiver = scope.currentReceiver, case .object(let object) = receiver.value,
              let scripted = HostBase.scriptedObject(object), let frameIndex = initializerFrames.indices.last else {
            throw ScriptFailure.runtime("'\(toSuper ? "super" : "self").init' can only be called inside an initializer",
                                        at: span)
        }
        let scriptClass = initializerFrames[frameIndex].scriptClass
        initializerFrames[frameIndex].delegated = true
        // each delegation nests a call, so initializers that delegate in a circle hit the depth limit
        try withCallDepth(span) {
            if toSuper {
                try runSuperInitializer(of: scriptClass, object: receiver.value, instance: scripted.instance,
                                        call: call, in: scope, at: span)
            } else {
                let running = initializerFrames[frameIndex].initializer
                let others = initializerCandidates(of: scriptClass).filter { candidate in
                    if case .declared(let decl, _) = candidate { return decl !== running }
                    return true
                }
                let (candidate, arguments) = try chooseInitializer(others, call, in: scope,
                                                                   describing: "initializer of '\(scriptClass.name)'",
                                                                   at: span)
                try runInitializer(candidate, as: scriptClass, object: receiver.value, instance: scripted.instance,
                                   arguments: arguments, at: span)
            }
        }
        return .void
    }

    private func applyHostInitializer(_ selector: String, _ arguments: [Value?], to object: Value) throws {
        if selector.hasPrefix("init(frame:"), let view = object.host(View.self),
           let frame = arguments.first??.host(CGRect.self) {
            view.frame = frame
        }
        if selector == "init(rootViewController:)", let navigation = object.host(NavigationController.self),
           let root = arguments.first??.host(ViewController.self) {
            navigation.setViewControllers([root], animated: false)
        }
        if selector.hasPrefix("init(transitionStyle:"), let pages = object.host(PageViewController.self),
           let style = arguments.first??.host(PageViewController.TransitionStyle.self),
           let orientation = arguments.dropFirst().first??.host(PageViewController.NavigationOrientation.self) {
            pages.configure(transitionStyle: style, navigationOrientation: orientation)
        }
        if selector == "init(frame:style:)", let table = object.host(TableView.self),
           let style = arguments.dropFirst().first??.host(TableViewStyle.self) {
            table.adopt(style: style)
        }
        if selector == "init(frame:collectionViewLayout:)", let collection = object.host(CollectionView.self),
           let layout = arguments.dropFirst().first??.host(CollectionViewLayout.self) {
            collection.collectionViewLayout = layout
        }
        if selector == "init(arrangedSubviews:)", let stack = object.host(StackView.self),
           case .array(let views)?? = arguments.first {
            for view in views.compactMap({ $0.host(View.self) }) { stack.addArrangedSubview(view) }
        }
        if selector.hasPrefix("init(image:"), let imageView = object.host(ImageView.self) {
            // UIImageView's: the image's size, and the images
            let images = arguments.map { $0?.host(Image.self) }
            imageView.frame = CGRect(origin: .zero, size: images.first??.size ?? .zero)
            imageView.image = images.first ?? nil
            imageView.highlightedImage = images.dropFirst().first ?? nil
        }
        if selector == "init(style:)", let controller = object.host(TableViewController.self),
           let style = arguments.first??.host(TableViewStyle.self) {
            controller.style = style
        }
        if selector == "init(collectionViewLayout:)", let controller = object.host(CollectionViewController.self),
           let layout = arguments.first??.host(CollectionViewLayout.self) {
            controller.collectionViewLayout = layout
        }
        if selector == "init(style:reuseIdentifier:)", let cell = object.host(TableViewCell.self) {
            cell.style = arguments.first??.host(TableViewCellStyle.self) ?? .default
            if case .string(let identifier)?? = arguments.dropFirst().first { cell.reuseIdentifier = identifier }
        }
        if selector == "init(reuseIdentifier:)", let header = object.host(TableViewHeaderFooterView.self),
           case .string(let identifier)?? = arguments.first {
            header.reuseIdentifier = identifier
        }
    }

    /// Gives each stored property of `scriptClass` its initial value (`lazy` ones wait for their first use).
    private func initializeStoredProperties(of scriptClass: ScriptClass, instance: ScriptInstance, object: Value) throws {
        enclosingTypes.append(enclosingHostType(of: ScriptReceiver(value: object, definingClass: scriptClass)))
        defer { enclosingTypes.removeLast() }
        for property in scriptClass.decl.properties where !property.isStatic && property.isStored && !property.isOverride {
            let type = try property.type.map(resolveType)
            if property.isLazy {
                instance.pendingLazy[property.name] = (property, scriptClass)
                instance.storage[property.name] = Variable(value: nil, isMutable: true, type: type, naming: .stored)
                continue
            }
            var value: Value?
            if let initial = property.initialValue {
                let scope = Scope(parent: globals, naming: .stored, propertyInitializerClass: scriptClass)
                let raw = try evaluate(initial, in: scope, expecting: type)
                value = try viewStandIn(for: type.map { try coerce(raw, to: $0, context: .initialization,
                                                                   at: initial.span) } ?? raw,
                                        boundTo: property.name, declared: type, at: initial.span)
            } else if case .optional? = type, property.isMutable {
                value = .null
            }
            value = try valueFromOutside(property, declared: value, type: type, in: scriptClass)
            if property.isOutlet, let value {
                noteOutletStandIn(value, of: object, className: scriptClass.name, at: property.nameSpan)
            }
            instance.storage[property.name] = Variable(value: value, isMutable: property.isMutable,
                                                       type: type ?? value.flatMap(inferredType), naming: .stored)
            if let value { noteBinding(value, to: property.name, strength: .stored) }
        }
    }
}
