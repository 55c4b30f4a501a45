import LayoutScene

/// The UIKit class at the root of a scene class's hierarchy, and how to make the object standing for an instance.
enum HostBase {
    case view, label, scrollView, stackView, viewController

    /// The base a superclass name stands for, if it is one a scene class may derive from.
    static func named(_ name: String) -> HostBase? {
        switch name {
        case "UIView", "View": .view
        case "UILabel", "Label": .label
        case "UIScrollView", "ScrollView": .scrollView
        case "UIStackView", "StackView": .stackView
        case "UIViewController", "ViewController": .viewController
        default: nil
        }
    }

    var isView: Bool { self != .viewController }

    /// The initializer selectors the base class offers to `super.init(…)` and to subclasses declaring none.
    var initializerSelectors: [String] {
        isView ? ["init()", "init(frame:)"] : ["init()", "init(nibName:bundle:)"]
    }

    /// The overridable members of the base class: `override` must name one of these (or a scene superclass member).
    var overridableSelectors: Set<String> {
        switch self {
        case .viewController:
            ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "updateViewConstraints()",
             "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
        case .view, .label, .scrollView, .stackView:
            ["intrinsicContentSize"]
        }
    }

    func makeObject(for instance: ScriptInstance, interpreter: Interpreter) -> any ScriptedObject {
        let object: any ScriptedObject = switch self {
        case .view: ScriptedView(instance: instance, interpreter: interpreter)
        case .label: ScriptedLabel(instance: instance, interpreter: interpreter)
        case .scrollView: ScriptedScrollView(instance: instance, interpreter: interpreter)
        case .stackView: ScriptedStackView(instance: instance, interpreter: interpreter)
        case .viewController: ScriptedViewController(instance: instance, interpreter: interpreter)
        }
        (object as? View)?.declaredTypeName = instance.scriptClass.name
        return object
    }
}
