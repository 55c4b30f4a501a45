import Foundation
import LayoutScene

/// Images drawn in code from solid rectangle fills: `UIGraphicsImageRenderer(size:)` and its `image(actions:)`,
/// the context's `fill(_:)` and `cgContext`, `CGContext.setFillColor(_:)` and `fill(_:)`, and `UIColor.setFill()`
/// / `set()` for the current image context (the `UIGraphicsBeginImageContext…` functions are
/// ``Interpreter/callImageContextBuiltin(_:labels:_:at:)``).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
/// }
/// ```
enum ImageContextBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let context = registry.declare(ImageDrawingContext.self, "CGContext",
                                       aliases: ["UIGraphicsImageRendererContext"], isValueType: false)
        let renderer = registry.declare(ImageRenderer.self, "UIGraphicsImageRenderer", isValueType: false)
        context.method("setFillColor(_:)", [t.color]) {
            try $0.receiver(ImageDrawingContext.self).fillColor = $0.get(0); return .void
        }
        context.method("fill(_:)", [t.rect]) { try $0.receiver(ImageDrawingContext.self).fill($0.get(0)); return .void }
        context.readOnly("cgContext", .host(context)) { (drawing: ImageDrawingContext) in .object(drawing) }
        renderer.initializer("init(size:)", [t.size]) { call in
            let scale = call.interpreter.screen?.scale ?? Screen.defaultScale
            return try .object(ImageRenderer(size: call.get(0), scale: scale))
        }
        renderer.method("image(actions:)", [.function([.host(context)], .void)]) { call in
            let drawing = try call.receiver(ImageRenderer.self).makeContext()
            call.interpreter.imageContexts.append(drawing)
            defer { call.interpreter.imageContexts.removeLast() }
            _ = try call.interpreter.call(call.value(0), arguments: [.object(drawing)], at: call.span)
            return .object(drawing.image)
        }
        let color = registry.type(Color.self)
        for selector in ["setFill()", "set()"] {
            color.method(selector, []) { call in
                call.interpreter.imageContexts.last?.fillColor = try call.receiver(Color.self)
                return .void
            }
        }
    }
}
