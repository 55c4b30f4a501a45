/// What the app's other files call on a scene object once it exists: `cell.configure(with: item)` from a data source,
/// `header.setPhotos(images)` when a download ends, `cell.state = newState` from a view model. The file itself never
/// does, so a picture of the file alone would show a cell with empty labels and none of the layout those methods build.
/// The evidence is the code, not the names: a method or an observed property that another file can reach and that no
/// file given mentions is there to be called from outside.
///
/// An *entry point* of a scene class (or of one of its scene superclasses) is
///
/// - an instance method that another file can call — not `private`/`fileprivate`, not `static`, not `override` (UIKit
///   or a base class calls those; but an override of a method taking data that an undeclared base class declares,
///   `override func bind(_ viewModel: Any?)`, is the base's entry point and runs as its most derived
///   implementation), not `@objc`/`@IBAction` (an action, run by whatever holds it) — returning nothing,
///   not a UIKit-style delegate callback (its first parameter is unlabelled and the method's name begins with that
///   parameter's type without its prefix, `tableView(_ tableView: UITableView, …)`, `calendar(_ calendar: FSCalendar,
///   …)`, Cocoa's naming rule for delegate methods), not declared in an extension that adds a conformance to a
///   protocol the files do not declare (one they declare, an MVVM screen's `DetailViewInterface`, is for the other
///   files, which call its methods: `viewModel.view = self; viewModel.viewDidLoad()`),
///   and either building layout (``LayoutBuildingIndex``) or taking data (a parameter without a default: a method
///   taking nothing, `showEmptyState()`, changes the state of a screen that already shows, and is left alone);
/// - or a stored `var` another file can reach (not `private`/`fileprivate`) with a `willSet`/`didSet` observer that
///   is not an `@IBOutlet`, or a computed property it can reach with a `set` that is not an `override`
///   (`var userName: String? { get { nameLabel.text } set { nameLabel.text = newValue } }`);
///
/// and that the code never reaches: a method no call could call (none of its name with labels its parameters take)
/// and whose name is not otherwise mentioned (a selector, a function reference), a property never assigned; such code
/// runs where the files say. ``LayoutBuildingIndex`` reads this from the syntax, so commented-out code does not count,
/// and `header.configure(title:)` does not reach `configure(with:)`.
///
/// The drawn root and every scene-class view in its tree run their entry points once, after the root is set up (a
/// view after its initializer, a controller after `viewDidLoad`), in source order, base-most class first: a method
/// with a placeholder for each argument (defaults where declared; an array gets one placeholder element, as a loop
/// over an unknown sequence runs once), a property assigned a placeholder so its observer or setter runs (a stored
/// one holding a value keeps it). A condition on a placeholder holds, as any unknown condition does: a `Bool` flag
/// shows the state its `if` branch sets. Text set from those placeholders shows as placeholder text
/// (``PlaceholderText``). A runtime error inside one becomes a warning and the next one runs. Then a label in the
/// tree held in a property another file can reach that no code gave text shows its property's name (`‹userLabel›`),
/// and an image view there with no image a stand-in image named after it: the app's other files fill them.
/// ``LoadedScene/entryPointsRun`` lists what ran and `layoutviz check` reports it; `LoadOptions(runsEntryPoints:
/// false)` and `layoutviz --no-entry-points` turn this off.
///
/// ```swift
/// // final class ProductCell: UICollectionViewCell { func configure(with product: Product) { name.text = product.title } }
/// // drawn alone: configure(with:) runs with a placeholder product; the label shows ‹product.title›
/// EntryPoints.isDelegateCallback(named: "tableView", firstParameter: tableViewParameter) // true: UIKit calls it
/// ```
enum EntryPoints {
    /// Whether a method with this name and first parameter follows Cocoa's naming rule for delegate callbacks: the
    /// parameter is unlabelled and the name begins with its type's name less the type's prefix, in lower camel case
    /// (`scrollViewDidScroll(_ scrollView: UIScrollView)`, `calendar(_ calendar: FSCalendar, didSelect:)`).
    static func isDelegateCallback(named name: String, firstParameter: FunctionParameter?) -> Bool {
        guard let parameter = firstParameter, parameter.label == nil,
              let typeName = parameter.type.unwrappingOptional.simpleName else { return false }
        var unprefixed = Substring(typeName)
        // the prefix is the run of capitals before the first word: `UI` of `UITableView`, `FS` of `FSCalendar`
        while unprefixed.count > 1, let first = unprefixed.first, first.isUppercase,
              let second = unprefixed.dropFirst().first, second.isUppercase {
            unprefixed = unprefixed.dropFirst()
        }
        guard let head = unprefixed.first else { return false }
        let senderName = head.lowercased() + unprefixed.dropFirst()
        return name.hasPrefix(senderName)
    }
}

/// One entry point of a scene class (see ``EntryPoints``).
enum EntryPoint {
    case method(FunctionDecl, owner: ScriptClass)
    case observedProperty(PropertyDecl, owner: ScriptClass)

    /// `ProductCell.configure(with:)` or `ProductCell.state`, as `layoutviz check` reports it.
    var label: String {
        switch self {
        case .method(let method, let owner): "\(owner.name).\(method.selector)"
        case .observedProperty(let property, let owner): "\(owner.name).\(property.name)"
        }
    }
}

extension TypeRef {
    /// The type without its outermost `?`/`!`.
    var unwrappingOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}
