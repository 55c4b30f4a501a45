import Foundation
import LayoutScene

/// `Canvas`: the root of a scene, with its size, direction, device safe area and minimum root margins.
enum CanvasBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let canvas = registry.type(Canvas.self)
        canvas.initializer("init(width:height:)", [t.number, t.number]) {
            try $0.interpreter.makeCanvas(width: $0.get(0), height: $0.get(1), hosting: nil, at: $0.span)
        }
        canvas.initializer("init(size:)", [t.size]) {
            let size: CGSize = try $0.get(0)
            return try $0.interpreter.makeCanvas(width: size.width, height: size.height, hosting: nil, at: $0.span)
        }
        canvas.initializer("init(hosting:width:height:)", [t.controller, t.number, t.number]) {
            try $0.interpreter.makeCanvas(width: $0.get(1), height: $0.get(2), hosting: $0.get(0), at: $0.span)
        }
        canvas.property("layoutDirection", \Canvas.layoutDirection)
        canvas.property("deviceSafeAreaInsets", \Canvas.deviceSafeAreaInsets)
        canvas.property("systemMinimumLayoutMargins", \Canvas.systemMinimumLayoutMargins)
        canvas.property("size", \Canvas.size)
        canvas.readOnly("hostedController", \Canvas.hostedController)
        for selector in ["layout()", "layout(measuring:)"] {
            canvas.method(selector, selector == "layout()" ? [] : [t.any]) { _ in
                throw BindingError("'layout()' is not available in scene files: layoutviz lays the scene out after "
                                       + "loading it")
            }
        }
    }
}
