/// A class deriving from a base class no file declares (`BaseViewController`, `BaseTableViewCell`) is treated as
/// deriving from the UIKit class the base's name implies, with a warning. The suffixes, most specific first:
///
/// | name ends in | treated as |
/// | --- | --- |
/// | `TableViewCell` | `UITableViewCell` |
/// | `CollectionViewCell` | `UICollectionViewCell` |
/// | `TableViewController` | `UITableViewController` |
/// | `CollectionViewController` | `UICollectionViewController` |
/// | `NavigationController` | `UINavigationController` |
/// | `TabBarController` | `UITabBarController` |
/// | `ViewController`, `VC`, `Controller` | `UIViewController` |
/// | `Button` | `UIButton` |
/// | `Label` | `UILabel` |
/// | `ImageView` | `UIImageView` |
/// | `StackView` | `UIStackView` |
/// | `ScrollView` | `UIScrollView` |
/// | `TextField` | `UITextField` |
/// | `TextView` | `UITextView` |
/// | `TableView` | `UITableView` |
/// | `CollectionView` | `UICollectionView` |
/// | `Cell` | `UITableViewCell` |
/// | `View` | `UIView` |
///
/// A base whose name implies nothing takes the class its subclass's name implies (`MypageViewController: NaviHelper`
/// is a view controller, `CategoryCell: TableCellBaseClass` a table cell), or `UIViewController` when the subclass
/// overrides `viewDidLoad()`. A base for which none of these implies a class is treated as `UIView`, but its subclasses
/// are never chosen as the scene's root.
///
/// ```swift
/// BaseClassSubstitution.uikitClass(impliedBy: "BaseTableViewCell") // "UITableViewCell"
/// ```
enum BaseClassSubstitution {
    static let suffixes: [(suffix: String, uikitClass: String)] = [
        ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"),
        ("TableViewController", "UITableViewController"), ("CollectionViewController", "UICollectionViewController"),
        ("NavigationController", "UINavigationController"), ("TabBarController", "UITabBarController"),
        ("ViewController", "UIViewController"), ("VC", "UIViewController"), ("Controller", "UIViewController"),
        ("Button", "UIButton"), ("Label", "UILabel"), ("ImageView", "UIImageView"), ("StackView", "UIStackView"),
        ("ScrollView", "UIScrollView"), ("TextField", "UITextField"), ("TextView", "UITextView"),
        ("TableView", "UITableView"), ("CollectionView", "UICollectionView"), ("Cell", "UITableViewCell"),
        ("View", "UIView"),
    ]

    /// The UIKit class a base class's name implies, or nil when it implies none.
    static func uikitClass(impliedBy name: String) -> String? {
        suffixes.first { name.hasSuffix($0.suffix) }?.uikitClass
    }

    /// The UIKit class an undeclared base implies for `subclass`, and the evidence, or nil when nothing implies one.
    static func implied(byBase base: String, of subclass: ClassDecl) -> (uikitClass: String, reason: String)? {
        if let found = uikitClass(impliedBy: base) { return (found, "by its name") }
        if let found = uikitClass(impliedBy: subclass.name) {
            return (found, "by the name of its subclass '\(subclass.name)'")
        }
        if subclass.methods.contains(where: { $0.isOverride && $0.selector == "viewDidLoad()" }) {
            return ("UIViewController", "its subclass '\(subclass.name)' overrides viewDidLoad()")
        }
        return nil
    }

    /// The base a scene class can derive from that stands in for `uikitClass`.
    static func hostBase(for uikitClass: String?) -> HostBase {
        uikitClass.flatMap(HostBase.named) ?? (uikitClass == "UIViewController" ? .viewController : .view)
    }
}

extension Interpreter {
    /// The scene class deriving from an undeclared base class: a warning (with a suggestion when the name is close to
    /// one of `candidates`), and the base that stands in for it.
    func substituteBaseClass(_ baseName: String, of decl: ClassDecl, named name: String? = nil, at span: SourceSpan,
                             candidates: [String] = []) -> ScriptClass {
        let implied = BaseClassSubstitution.implied(byBase: baseName, of: decl)
        let base = BaseClassSubstitution.hostBase(for: implied?.uikitClass)
        let substitution = SubstitutedBaseClass(name: baseName, uikitClass: implied?.uikitClass ?? "UIView")
        if skipped.noteUnknown(baseName) {
            skipped.substitutedBaseClasses.append(substitution)
            let reason = implied?.reason ?? "its name implies no UIKit class"
            let hooks = runsBaseClassHooks ? "; the base's usual setup hooks run (see 'Base classes' in the README)" : ""
            warn("unknown symbol '\(baseName)': base class not declared in the scene's files; treated as "
                     + "\(substitution.uikitClass) (\(reason))\(hooks)" + Suggestion.clause(baseName, among: candidates),
                 at: span)
        }
        let scriptClass = ScriptClass(decl: decl, name: name, superclass: nil, hostBase: base)
        substitutedBases[scriptClass.name] = substitution
        return scriptClass
    }

    /// The undeclared base class a scene class's chain ends in, if it ends in one.
    func substitutedBase(of scriptClass: ScriptClass) -> SubstitutedBaseClass? {
        var current = scriptClass
        while let superclass = current.superclass { current = superclass }
        return substitutedBases[current.name]
    }
}
