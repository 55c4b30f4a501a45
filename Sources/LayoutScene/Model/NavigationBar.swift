import Foundation

/// The bar at the top of a ``NavigationController``, as `UINavigationBar`: a ``ContainerEstimates/navigationBarHeight``
/// strip below the status bar showing the top controller's title, centred. As in iOS 15 and later, the bar over
/// content at its top edge is transparent (its scroll-edge appearance) unless ``barTintColor`` gives it a colour.
///
/// ```swift
/// navigationController.navigationBar.barTintColor = .white
/// navigationController.navigationBar.titleLabel.text // "Settings"
/// ```
public final class NavigationBar: View {
    /// The title, made by the bar (its `text` follows the top controller's ``ViewController/title``).
    public let titleLabel = Label()
    private var titleConstraints = SystemConstraintSet()

    /// A bar, as its navigation controller makes it.
    ///
    /// ```swift
    /// let bar = NavigationBar()
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = ContainerEstimates.navigationTitleFont
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.derivedName = .init(owner: self, suffix: "titleLabel")
        addSubview(titleLabel)
        titleConstraints.update(signature: "title") {
            [
                SystemConstraintSet.make("UINavigationBar-title-centerX", titleLabel, .centerX, self, .centerX),
                SystemConstraintSet.make("UINavigationBar-title-centerY", titleLabel, .centerY, self, .centerY),
                SystemConstraintSet.make("UINavigationBar-title-width", titleLabel, .width, .lessThanOrEqual, self,
                                         .width, multiplier: ContainerEstimates.navigationTitleWidthFraction),
            ]
        }
    }

    /// Built in code, never unarchived: this always fails (it exists so subclasses written for UIKit compile).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError() }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bar's background colour, as `UINavigationBar.barTintColor`; `nil` (the default) leaves it transparent.
    ///
    /// ```swift
    /// bar.barTintColor = .systemBackground
    /// ```
    public var barTintColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }
}
