import Foundation
import LayoutScene

/// The UIKit class at the root of a scene class's hierarchy, and how to make the object standing for an instance.
enum HostBase: CaseIterable {
    case view, label, scrollView, stackView, viewController, tableViewCell, tableHeaderFooterView, collectionViewCell,
         collectionViewListCell, control, button, textField, textView, imageView, navigationController, pageViewController,
         tabBarController, tableViewController, collectionViewController, tableView, collectionView
    /// A class of plain Swift (no superclass) or deriving from `NSObject`: a view model, a service, a data source.
    case object

    /// The base a superclass name stands for, if it is one a scene class may derive from.
    static func named(_ name: String) -> HostBase? {
        if viewsForLayout.contains(name) { return .view }
        if name == "UIResponder" { return .object } // an app delegate: nothing of it is drawn
        return allCases.first { $0.hostTypeName == name || $0.hostTypeName.dropFirst(2) == name }
    }

    /// UIKit classes that add nothing to a `UIView` that layout or drawing sees, so a scene class derives from them as
    /// from `UIView` (a collection view's supplementary header or footer).
    static let viewsForLayout: Set<String> = ["UICollectionReusableView"]

    /// The registry name of the UIKit class.
    var hostTypeName: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .scrollView: "UIScrollView"
        case .stackView: "UIStackView"
        case .viewController: "UIViewController"
        case .tableViewCell: "UITableViewCell"
        case .tableHeaderFooterView: "UITableViewHeaderFooterView"
        case .collectionViewCell: "UICollectionViewCell"
        case .collectionViewListCell: "UICollectionViewListCell"
        case .control: "UIControl"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .imageView: "UIImageView"
        case .navigationController: "UINavigationController"
        case .pageViewController: "UIPageViewController"
        case .tabBarController: "UITabBarController"
        case .tableViewController: "UITableViewController"
        case .collectionViewController: "UICollectionViewController"
        case .tableView: "UITableView"
        case .collectionView: "UICollectionView"
        case .object: "NSObject"
        }
    }

    var isView: Bool { !isController && self != .object }

    /// Whether instances are view controllers (`UIViewController` or one of the containers layoutviz models).
    var isController: Bool {
        [.viewController, .navigationController, .pageViewController, .tabBarController, .tableViewController,
         .collectionViewController].contains(self)
    }

    /// Whether the selector is a method only the other kind of class has (`layoutSubviews()` on a controller,
    /// `viewDidLoad()` on a view): overriding it is an error; other UIKit methods layoutviz does not model are
    /// accepted as unknown symbols.
    func lacksUIKitMethod(_ selector: String) -> Bool {
        let viewOnly: Set = ["layoutSubviews()", "draw(_:)", "willMove(toSuperview:)", "didMoveToSuperview()",
                             "sizeThatFits(_:)", "updateConstraints()", "awakeFromNib()"]
        let controllerOnly: Set = ["viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)",
                                   "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillLayoutSubviews()",
                                   "viewDidLayoutSubviews()", "updateViewConstraints()"]
        if self == .object { return true } // a plain class overrides nothing layoutviz knows
        return isView ? controllerOnly.contains(selector) : viewOnly.subtracting(["awakeFromNib()"]).contains(selector)
    }

    /// The initializer selectors the base class offers to `super.init(…)` and to subclasses declaring none.
    var initializerSelectors: [String] {
        switch self {
        case .viewController, .tabBarController: ["init()", "init(nibName:bundle:)"]
        case .tableViewController: ["init(style:)", "init()", "init(nibName:bundle:)"]
        case .collectionViewController: ["init(collectionViewLayout:)", "init()", "init(nibName:bundle:)"]
        case .navigationController: ["init(rootViewController:)", "init()", "init(nibName:bundle:)"]
        case .pageViewController:
            ["init(transitionStyle:navigationOrientation:options:)", "init(transitionStyle:navigationOrientation:)",
             "init()", "init(nibName:bundle:)"]
        case .tableViewCell: ["init(style:reuseIdentifier:)", "init()", "init(frame:)"]
        case .tableHeaderFooterView: ["init(reuseIdentifier:)", "init()", "init(frame:)"]
        case .object: ["init()", "init(frame:)"] // `init(frame:)` for subclasses of UIRefreshControl and the like
        case .textView: ["init()", "init(frame:)", "init(frame:textContainer:)"]
        case .imageView: ["init(image:)", "init(image:highlightedImage:)", "init()", "init(frame:)"]
        case .stackView: ["init(arrangedSubviews:)", "init()", "init(frame:)"]
        // a subclass made with `init(type:)` is a custom button, as one made with `init(frame:)` is (layoutviz
        // keeps a subclass's buttons custom whatever type is given)
        case .button: ["init(type:)", "init()", "init(frame:)"]
        case .tableView: ["init(frame:style:)", "init(frame:)", "init()"]
        case .collectionView: ["init(frame:collectionViewLayout:)", "init()"]
        default: ["init()", "init(frame:)"]
        }
    }

    /// The overridable members of the base class: `override` must name one of these (or a scene superclass member).
    /// Those outside ``calledSelectors`` are accepted and never called: they do not take part in a layout
    /// snapshot (disappearing, touches, drawing, trait changes), and `super` calls to them do nothing.
    var overridableSelectors: Set<String> {
        switch self {
        case .viewController, .navigationController, .pageViewController, .tabBarController, .tableViewController,
             .collectionViewController:
            calledSelectors.union([
                "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewSafeAreaInsetsDidChange()",
                "viewLayoutMarginsDidChange()", "traitCollectionDidChange(_:)", "viewWillTransition(to:with:)",
                "didReceiveMemoryWarning()", "awakeFromNib()", "willMove(toParent:)", "didMove(toParent:)",
                "prepare(for:sender:)", "touchesBegan(_:with:)", "touchesEnded(_:with:)", "preferredStatusBarStyle",
                "prefersStatusBarHidden", "supportedInterfaceOrientations", "shouldAutorotate",
                "preferredInterfaceOrientationForPresentation", "prefersHomeIndicatorAutoHidden",
            ])
        case .object:
            ["description", "debugDescription", "hash", "isEqual(_:)"]
        case .tableViewCell, .tableHeaderFooterView, .collectionViewCell, .collectionViewListCell:
            HostBase.view.overridableSelectors.union([
                "prepareForReuse()", "setSelected(_:animated:)", "setHighlighted(_:animated:)",
                "preferredLayoutAttributesFitting(_:)", "apply(_:)",
            ])
        default:
            calledSelectors.union([
                "layoutSubviews()", "updateConstraints()", "willMove(toSuperview:)", "didMoveToSuperview()",
                "willMove(toWindow:)", "didMoveToWindow()", "draw(_:)", "traitCollectionDidChange(_:)",
                "awakeFromNib()", "prepareForInterfaceBuilder()", "safeAreaInsetsDidChange()",
                "layoutMarginsDidChange()", "tintColorDidChange()", "hitTest(_:with:)", "point(inside:with:)",
                "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)",
                "touchesCancelled(_:with:)", "drawText(in:)", "textRect(forBounds:limitedToNumberOfLines:)",
                "sizeThatFits(_:)", "sizeToFit()",
            ])
        }
    }

    /// Whether a subclass may override `selector`: one of ``overridableSelectors``, or, for a table or collection
    /// controller, a method of the data source and delegate protocols UIKit's class adopts (`tableView(_:…)`,
    /// `collectionView(_:…)`, `numberOfSections(in:)`, the scroll view delegate's), which its list calls.
    func overrides(_ selector: String) -> Bool {
        if overridableSelectors.contains(selector) { return true }
        let listPrefix: String
        switch self {
        case .tableViewController: listPrefix = "tableView(_:"
        case .collectionViewController: listPrefix = "collectionView(_:"
        default: return false
        }
        return selector.hasPrefix(listPrefix) || selector.hasPrefix("scrollView") || selector == "numberOfSections(in:)"
            || selector == "sectionIndexTitles(for:)" || selector == "indexTitles(for:)"
    }

    /// The overridable members layoutviz calls, as UIKit would while a view is shown and laid out.
    var calledSelectors: Set<String> {
        switch self {
        case .viewController, .navigationController, .pageViewController, .tabBarController, .tableViewController,
             .collectionViewController:
            ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "updateViewConstraints()",
             "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
        case .object:
            []
        default:
            ["intrinsicContentSize", "alignmentRectInsets", "updateConstraints()", "layoutSubviews()"]
        }
    }

    /// The class of the objects standing for instances of scene classes on this base.
    var objectType: any ScriptedObject.Type {
        switch self {
        case .view: ScriptedView.self
        case .label: ScriptedLabel.self
        case .scrollView: ScriptedScrollView.self
        case .stackView: ScriptedStackView.self
        case .viewController: ScriptedViewController.self
        case .navigationController: ScriptedNavigationController.self
        case .pageViewController: ScriptedPageViewController.self
        case .tabBarController: ScriptedTabBarController.self
        case .tableViewController: ScriptedTableViewController.self
        case .collectionViewController: ScriptedCollectionViewController.self
        case .tableView: ScriptedTableView.self
        case .collectionView: ScriptedCollectionView.self
        case .tableViewCell: ScriptedTableViewCell.self
        case .tableHeaderFooterView: ScriptedTableHeaderFooterView.self
        case .collectionViewCell: ScriptedCollectionViewCell.self
        case .collectionViewListCell: ScriptedCollectionViewListCell.self
        case .control: ScriptedControl.self
        case .button: ScriptedButton.self
        case .textField: ScriptedTextField.self
        case .textView: ScriptedTextView.self
        case .imageView: ScriptedImageView.self
        case .object: ScriptedPlainObject.self
        }
    }

    /// The object standing for a scene-class instance that `value` is, or nil for a host object or any other value.
    /// Told by the class's identity first: a failed cast to a protocol (`label as? ScriptedObject` on a `UILabel`)
    /// searches every protocol conformance record of the executable, the first time for each class, and the
    /// interpreter asks this of every kind of object a scene touches.
    static func scriptedObject(_ value: Any) -> (any ScriptedObject)? {
        guard objectTypes.contains(ObjectIdentifier(type(of: value))) else { return nil }
        return value as? any ScriptedObject
    }

    private static let objectTypes = Set(allCases.map { ObjectIdentifier($0.objectType) })

    func makeObject(for instance: ScriptInstance, interpreter: Interpreter) -> any ScriptedObject {
        let object = objectType.init(instance: instance, interpreter: interpreter)
        if let view = object as? View {
            view.declaredTypeName = instance.scriptClass.name
            view.overrides = interpreter
        }
        if let controller = object as? ViewController {
            controller.initialViewFrame = CGRect(origin: .zero, size: interpreter.screen?.size ?? interpreter.defaultSize)
        }
        return object
    }
}
