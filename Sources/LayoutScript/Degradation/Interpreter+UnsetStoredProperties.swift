import LayoutScene

/// Stored properties whose value comes from outside the file:
///
/// - A property wrapper the scene does not declare (`@Published`, an app's `@FormTextField(placeholder: "…")`) is an
///   unknown symbol, warned once at the attribute. A property with an initial value keeps it as its wrapped value
///   (what wrappers' `init(wrappedValue:)` usually store); one without is the unknown value, so what uses it is
///   skipped.
/// - An `@IBOutlet` without a value is set by a storyboard or nib, which layoutviz does not read: a view-typed outlet
///   holds a view made with UIKit's defaults (`init()`; a `UICollectionView`, which has no `init()`, with the flow
///   layout Interface Builder gives one), in no view tree until the code adds it, with a warning;
///   one of a class no file declares (`SearchDialogView!`) that the files use as a view (`dialogView.snp…`) holds a
///   ``LayoutScene/PlaceholderView`` captioned with the class; an outlet of another type (`NSLayoutConstraint!`) is
///   an unknown value.
///
/// - An optional `var` of a type no file declares (`var coreVC: CoreViewController?`, `weak var delegate:
///   SignupDelegate?`), or of a protocol the files declare but none of their types adopts (`var viewModel:
///   ServerCellModelType?`), that another file can set (not `private`) and that no file given sets holds what the
///   app's other files give it before the screen shows: the unknown value, with a warning, so `if let core = coreVC
///   { … }` runs its body as an unknown condition does, instead of taking the empty path a nil would. One of an
///   undeclared class that the files use as a view (`view.addSubview(routeView!)`) holds a
///   ``LayoutScene/PlaceholderView`` captioned with the class, as an outlet of one does.
/// - An array of the app's model type that the file starts empty and never adds to itself (`var albums: [Album] =
///   []`, `Album` declared in no file) holds data the app loads later, from the network or a store: its contents are
///   not in the files, so it is the unknown value, with a warning — a list counting it shows representative rows, a
///   cell reading an element shows placeholder text.
///
/// ```swift
/// @IBOutlet weak var titleLabel: UILabel!
/// // warning: '@IBOutlet titleLabel' is set by a storyboard or nib, which layoutviz does not read; a UILabel made
/// // with UIKit's defaults stands in
/// ```
extension Interpreter {
    func valueFromOutside(_ property: PropertyDecl, declared value: Value?, type: ScriptType?,
                          in scriptClass: ScriptClass) throws -> Value? {
        if let wrapper = property.wrapper {
            let unknownWrapper = unknown(wrapper.name, at: wrapper.span)
            return value ?? unknownWrapper
        }
        if let model = absentAppDataElement(of: property, value: value) {
            return setElsewhere(property, because: "starts empty and holds the app's '\(model)' data, which is not in "
                                    + "the files")
        }
        if let appType = injectedAppType(of: property, value: value) {
            let reason = "holds the app's '\(appType)', which the app's other files set"
            if layoutBuilding.isUsedAsView(property.name), case .any? = type?.unwrapped {
                return try injectedView(property, of: appType, because: reason)
            }
            return setElsewhere(property, because: reason)
        }
        guard property.isOutlet, value == nil || value?.isNull == true else { return value }
        let symbol = "@IBOutlet \(property.name)"
        let made: Value
        var standIn = "a \(type?.unwrapped.name ?? "") made with UIKit's defaults"
        switch type?.unwrapped {
        case .host(let host)? where isViewType(host)
                && host.initializers.contains(where: \.parameters.isEmpty):
            let call = Call(callee: .nilLiteral(property.nameSpan), arguments: [], span: property.nameSpan,
                            anchor: property.nameSpan)
            made = try construct(.host(host), call, in: Scope(parent: globals, naming: .stored), at: property.nameSpan)
        case .host(let host)? where registry.named("UICollectionView").map(host.isSubtype(of:)) == true:
            made = try makeView(CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout()),
                                at: property.nameSpan)
            standIn = "a UICollectionView with a flow layout, as Interface Builder makes one,"
        case .scriptClass(let outletClass)? where outletClass.hostBase.isView:
            made = try instantiate(outletClass, nil, in: Scope(parent: globals, naming: .stored), at: property.nameSpan)
        case .any? where layoutBuilding.isUsedAsView(property.name):
            guard let className = property.type?.unwrappingOptional.simpleName else { fallthrough }
            made = try makeView(PlaceholderView(className: className), at: property.nameSpan)
            made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
            standIn = "a placeholder view of the app's '\(className)'"
        default:
            return unknown(symbol, at: property.nameSpan)
        }
        if skipped.noteUnknown(symbol) {
            warn("'\(symbol)' is set by a storyboard or nib, which layoutviz does not read; \(standIn) stands in",
                 at: property.nameSpan)
        }
        return made
    }

    /// The unknown value standing for what the app's other files give `property`, warned once with `reason`.
    private func setElsewhere(_ property: PropertyDecl, because reason: String) -> Value {
        if skipped.noteUnknown(property.name) {
            warn("'\(property.name)' \(reason); it stands in as an unknown value", at: property.nameSpan)
        }
        return .unknown(property.name)
    }

    /// A ``LayoutScene/PlaceholderView`` captioned with the undeclared class `className` for `property`, which the
    /// files use as a view (`view.addSubview(routeView!)`), warned once with `reason`.
    private func injectedView(_ property: PropertyDecl, of className: String, because reason: String) throws -> Value {
        let made = try makeView(PlaceholderView(className: className), at: property.nameSpan)
        made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
        if skipped.noteUnknown(property.name) {
            warn("'\(property.name)' \(reason); the files use it as a view, so a placeholder view stands in",
                 at: property.nameSpan)
        }
        return made
    }

    /// The type's name when `property` is an optional `var` of a type no file declares and layoutviz does not model,
    /// starting nil, that another file can set and no file given sets; nil otherwise.
    private func injectedAppType(of property: PropertyDecl, value: Value?) -> String? {
        guard value?.isNull == true, property.isMutable, !property.isPrivate, !property.isOutlet,
              case .named(let components, _)? = property.type?.unwrappingOptional.erasingGenericArguments,
              !["Any", "AnyObject", "AnyHashable"].contains(components.joined(separator: ".")),
              !layoutBuilding.isAssigned(property.name) else {
            return nil
        }
        let name = components.joined(separator: ".")
        let undeclared = if case .any? = try? resolveType(.named(components, property.nameSpan)) { true } else { false }
        return undeclared || isProtocolOnlyOtherFilesAdopt(name) ? name : nil
    }

    /// Whether `name` is a protocol the files declare that none of their classes, structs or enums adopts: the types
    /// adopting it are in the app's other files (`protocol ServerCellModelType` beside `var viewModel:
    /// ServerCellModelType?`).
    private func isProtocolOnlyOtherFilesAdopt(_ name: String) -> Bool {
        guard protocols[name] != nil else { return false }
        let adoptedByAClass = classes.values.contains { scriptClass in
            scriptClass.decl.conformances.contains { $0.simpleName == name }
        }
        return !adoptedByAClass && !namespaces.values.contains { $0.conformanceNames.contains(name) }
    }

    /// The element type's name when `property` is an array of a type no file declares and layoutviz does not model
    /// (declared, `[Giphy] = []`, or made, `= [Giphy]()`), starting empty; nil otherwise.
    private func absentAppDataElement(of property: PropertyDecl, value: Value?) -> String? {
        guard case .array(let elements)? = value, elements.isEmpty, let element = arrayElementType(of: property),
              case .named(let components, _) = element.erasingGenericArguments,
              !["Any", "AnyObject", "AnyHashable"].contains(components.joined(separator: ".")),
              case .any? = try? resolveType(element),
              !addsElementsAnywhere(to: property.name) else {
            return nil
        }
        return components.joined(separator: ".")
    }

    /// The element type of an array property, from its declared type or an empty array of a type it starts as.
    private func arrayElementType(of property: PropertyDecl) -> TypeRef? {
        if case .array(let element, _)? = property.type?.unwrappingOptional { return element }
        if property.type == nil, case .emptyArray(.array(let element, _), _)? = property.initialValue { return element }
        return nil
    }

    /// Whether `text` adds elements to the array `name` itself (`name.append(`, `name.insert(`, `name += `): an array
    /// the files fill (a row of buttons they make) is not data loaded from outside.
    /// Whether any file of the module adds elements to an array named `name` (searched once per name: every instance
    /// of a class asks again).
    private func addsElementsAnywhere(to name: String) -> Bool {
        if let known = arraysAddedTo[name] { return known }
        let adds = source.files.contains { Self.addsElements(to: name, in: $0.text.text) }
        arraysAddedTo[name] = adds
        return adds
    }

    private static func addsElements(to name: String, in text: String) -> Bool {
        text.contains("\(name).append(") || text.contains("\(name).insert(") || text.contains("\(name) += ")
            || text.contains("\(name).append(contentsOf:")
    }
}
