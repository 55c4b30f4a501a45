import Foundation
import LayoutScene

/// `systemLayoutSizeFitting(_:)` and `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// on every view, run by the loader's ``LayoutScene/LayoutFitting``; `UIView.layoutFittingCompressedSize` and
/// `UIView.layoutFittingExpandedSize`.
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
