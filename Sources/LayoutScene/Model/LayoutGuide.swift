import Foundation

/// An invisible rectangle constraints can use, as `UILayoutGuide`: a user guide (spacers, columns),
/// or one a view provides (safe area, margins, a scroll view's content and frame).
///
/// ```swift
/// let spacer = UILayoutGuide()
/// canvas.addLayoutGuide(spacer)
/// spacer.snp.makeConstraints { make in
///     make.left.equalTo(a.snp.right)
///     make.right.equalTo(b.snp.left)
/// }
/// ```
open class LayoutGuide: LayoutItem {
    /// What a guide stands for.
    package enum Kind: Sendable {
        case user
        case safeArea
        case layoutMargins
        /// `readableContentGuide`: the margins' height, centred in them at most the readable width wide.
        case readableContent
        case scrollContent
        case scrollFrame
        case topLayoutSupport
        case bottomLayoutSupport
        /// `keyboardLayoutGuide` (iOS 15): where the keyboard is; with the keyboard hidden, as in a still picture, the
        /// strip below the safe area.
        case keyboard
        /// A stack view's spanner (`_UILayoutSpacer`), defined only by the stack's generated constraints.
        case stackSpacer
        /// A stack view's gap guide (`_UIOLAGapGuide`), defined only by the stack's generated constraints.
        case stackGap
    }

    /// The name used in descriptions and diagnostics.
    public var identifier: String
    /// The view that owns the guide; its coordinate space is the guide's.
    public package(set) weak var owningView: View?
    /// The guide's rectangle in the owning view's coordinates, written by layout.
    public package(set) var layoutFrame: CGRect = .zero
    /// What the guide stands for.
    package let kind: Kind

    /// Creates a user guide; add it with ``View/addLayoutGuide(_:)``.
    ///
    /// ```swift
    /// let column = LayoutGuide()
    /// ```
    public override init() {
        kind = .user
        identifier = ""
        super.init()
    }

    package init(kind: Kind, identifier: String, owner: View) {
        self.kind = kind
        self.identifier = identifier
        self.owningView = owner
        super.init()
    }

    package override var hierarchyView: View? { owningView }
    package override var constraintSuperview: View? { owningView }
    package override var typeName: String {
        switch kind {
        case .topLayoutSupport, .bottomLayoutSupport: "_UILayoutGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .stackSpacer: "_UILayoutSpacer"
        case .stackGap: "_UIOLAGapGuide"
        default: "UILayoutGuide"
        }
    }

    package override var displayName: String {
        let ownerName = owningView?.displayName ?? "?"
        switch kind {
        case .user: return identifier.isEmpty ? "\(ownerName).guide" : identifier
        case .safeArea: return "\(ownerName).safeAreaLayoutGuide"
        case .layoutMargins: return "\(ownerName).layoutMarginsGuide"
        case .readableContent: return "\(ownerName).readableContentGuide"
        case .scrollContent: return "\(ownerName).contentLayoutGuide"
        case .scrollFrame: return "\(ownerName).frameLayoutGuide"
        case .topLayoutSupport: return "\(ownerName).topLayoutGuide"
        case .bottomLayoutSupport: return "\(ownerName).bottomLayoutGuide"
        case .keyboard: return "\(ownerName).keyboardLayoutGuide"
        case .stackSpacer: return "\(ownerName).\(identifier)"
        case .stackGap:
            let index = (owningView as? StackView)?.gapIndex(of: self) ?? 0
            return "\(ownerName).\(identifier).\(index)"
        }
    }
}

/// UIKit's name for ``LayoutGuide``.
///
/// ```swift
/// let guide = UILayoutGuide()
/// ```
public typealias UILayoutGuide = LayoutGuide

/// UIKit's name for the keyboard's guide (``View/keyboardLayoutGuide``).
///
/// ```swift
/// let keyboard: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
/// ```
public typealias UIKeyboardLayoutGuide = LayoutGuide
