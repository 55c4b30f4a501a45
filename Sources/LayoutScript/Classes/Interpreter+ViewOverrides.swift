import LayoutScene

/// A scene class's `updateConstraints()` and `layoutSubviews()` overrides, called by LayoutScene's update cycle
/// (see ``LayoutScene/UpdateCycle``); `super` reaches UIKit's own (``viewBaseImplementation(_:of:)``).
extension Interpreter: ViewOverrides {
    func updateConstraints(of view: View) {
        guard let scripted = HostBase.scriptedObject(view),
              runOverride("updateConstraints()", of: scripted, arguments: []) else {
            view.updateConstraints()
            return
        }
    }

    func layoutSubviews(of view: View) -> Bool {
        guard let scripted = HostBase.scriptedObject(view),
              runOverride("layoutSubviews()", of: scripted, arguments: []) else {
            return view.layoutSubviewsChangingLayout()
        }
        return true
    }

    func alignmentRectInsets(of view: View) -> EdgeInsets? {
        guard let scripted = HostBase.scriptedObject(view) else { return nil }
        return overriddenProperty("alignmentRectInsets", of: scripted, as: EdgeInsets.self)
    }

    /// What `super.updateConstraints()` and `super.layoutSubviews()` run in a scene view class: UIKit's own
    /// implementation of the view's host class; `nil` for other selectors.
    static func viewBaseImplementation(_ selector: String, of view: View) -> (() -> Void)? {
        switch selector {
        case "updateConstraints()": view.updateConstraints
        case "layoutSubviews()": view.layoutSubviews
        default: nil
        }
    }
}
