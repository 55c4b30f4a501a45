import Foundation
import LayoutScene

/// `systemLayoutSizeFitting(_:)` and `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// on every view, run by the loader's ``LayoutScene/LayoutFitting``; `UIView.layoutFittingCompressedSize` and
/// `UIView.layoutFittingExpandedSize`. `sizeThatFits(_:)` is a plain `UIView`'s current size (UIKit's default) and,
/// for views with content (labels, buttons, images, controls, scene classes), the size their content and constraints
/// fit, within the given width when it is finite (`textView.sizeThatFits(CGSize(width: 300, height: .infinity))`);
/// `sizeToFit()` sets the frame's size to it, keeping the origin.
///
/// ```swift
/// let label = UILabel(); label.text = "Hello"; label.sizeToFit()   // label.frame.size is the text's size
/// ```
enum FittingBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let view = registry.type(View.self)
        view.constant("layoutFittingCompressedSize", View.layoutFittingCompressedSize)
        view.constant("layoutFittingExpandedSize", View.layoutFittingExpandedSize)
        view.method("systemLayoutSizeFitting(_:)", [t.size]) { call in
            try fit(call, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
        }
        view.method("systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
                    [t.size, t.priority, t.priority]) { call in
            try fit(call, horizontal: call.get(1), vertical: call.get(2))
        }
        view.method("sizeThatFits(_:)", [t.size]) { call in
            sizeThatFits(try call.receiver(View.self), try call.get(0), call.interpreter).scriptValue
        }
        view.method("sizeToFit()", []) { call in
            let view = try call.receiver(View.self)
            view.frame.size = try overriddenSizeThatFits(view, call)
                ?? sizeThatFits(view, view.frame.size, call.interpreter)
            return .void
        }
    }

    /// A scene class's own `sizeThatFits(_:)`, for `sizeToFit()`, given the view's current size; nil without one.
    private static func overriddenSizeThatFits(_ view: View, _ call: HostCall) throws -> CGSize? {
        guard let scripted = HostBase.scriptedObject(view),
              let (method, owner) = scripted.instance.scriptClass.method(selector: "sizeThatFits(_:)") else { return nil }
        let interpreter = call.interpreter
        let result = try interpreter.invoke(method, definingScope: interpreter.globals,
                                            receiver: ScriptReceiver(value: .object(scripted), definingClass: owner),
                                            arguments: [view.frame.size.scriptValue], at: call.span)
        return CGSize.fromScript(result)
    }

    /// What `sizeThatFits(_:)` gives `view` for `size` (see above).
    private static func sizeThatFits(_ view: View, _ size: CGSize, _ interpreter: Interpreter) -> CGSize {
        guard type(of: view) != View.self, !(view is PlaceholderView), let fitting = interpreter.fitting else {
            return view.frame.size
        }
        let bounded = size.width.isFinite && size.width > 0 && size.width < View.layoutFittingExpandedSize.width
        return fitting.fittingSize(of: view, target: CGSize(width: bounded ? size.width : 0, height: 0),
                                   horizontal: bounded ? .required : .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    private static func fit(_ call: HostCall, horizontal: LayoutPriority, vertical: LayoutPriority) throws -> Value {
        guard let fitting = call.interpreter.fitting else {
            throw BindingError("'systemLayoutSizeFitting' needs the layout engine: load the scene with a LayoutFitting "
                                   + "(such as EngineLayoutFitting), as layoutviz does")
        }
        let size = fitting.fittingSize(of: try call.receiver(View.self), target: try call.get(0),
                                       horizontal: horizontal, vertical: vertical)
        return size.scriptValue
    }
}
