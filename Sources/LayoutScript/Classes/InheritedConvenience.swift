import LayoutScene

/// A UIKit convenience initializer a scene class inherits by Swift's rule: a class that implements its superclass's
/// designated initializers inherits the superclass's convenience initializers. Each one runs the class's own
/// designated initializer with what UIKit's convenience passes it, then UIKit's own part of the convenience (a stack
/// view's arranged subviews).
///
/// ```swift
/// final class ThemeButton: UIButton {
///     override init(frame: CGRect) { super.init(frame: frame); layer.cornerRadius = 8 }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// let button = ThemeButton(type: .system) // runs init(frame: .zero)
/// ```
struct InheritedConvenience {
    /// The convenience initializer the class inherits (`init(type:)`).
    let selector: String
    /// The designated initializer it calls, which the class must declare (`init(frame:)`).
    let designated: String
    /// What the convenience passes to the designated initializer, given the convenience's own arguments.
    let designatedArguments: ([Value?]) -> [Value]
}

extension HostBase {
    /// UIKit's convenience initializers of the base class, each with the designated initializer it calls:
    /// a view's `init()` is `init(frame: .zero)`, a cell's `init(style: .default, reuseIdentifier: nil)`, a
    /// header's `init(reuseIdentifier: nil)`, a controller's `init(nibName: nil, bundle: nil)`, a text view's `init()`
    /// and `init(frame:)` `init(frame:textContainer: nil)`.
    var inheritedConveniences: [InheritedConvenience] {
        let zeroFrame: ([Value?]) -> [Value] = { _ in [.object(CGRect.zero)] }
        let plainInit = InheritedConvenience(selector: "init()", designated: "init(frame:)",
                                             designatedArguments: zeroFrame)
        switch self {
        case .tableViewCell:
            return [InheritedConvenience(selector: "init()", designated: "init(style:reuseIdentifier:)",
                                         designatedArguments: { _ in [.object(TableViewCellStyle.default), .null] })]
        case .tableHeaderFooterView:
            return [InheritedConvenience(selector: "init()", designated: "init(reuseIdentifier:)",
                                         designatedArguments: { _ in [.null] })]
        case .viewController, .navigationController, .pageViewController, .tabBarController, .tableViewController,
             .collectionViewController:
            return [InheritedConvenience(selector: "init()", designated: "init(nibName:bundle:)",
                                         designatedArguments: { _ in [.null, .null] })]
        case .button:
            return [plainInit, InheritedConvenience(selector: "init(type:)", designated: "init(frame:)",
                                                    designatedArguments: zeroFrame)]
        case .stackView:
            return [plainInit, InheritedConvenience(selector: "init(arrangedSubviews:)", designated: "init(frame:)",
                                                    designatedArguments: zeroFrame)]
        case .textView:
            return [InheritedConvenience(selector: "init()", designated: "init(frame:textContainer:)",
                                         designatedArguments: { _ in [.object(CGRect.zero), .null] }),
                    InheritedConvenience(selector: "init(frame:)", designated: "init(frame:textContainer:)",
                                         designatedArguments: { [($0.first ?? nil) ?? .object(CGRect.zero), .null] })]
        case .object:
            return []
        default:
            return [plainInit]
        }
    }
}
