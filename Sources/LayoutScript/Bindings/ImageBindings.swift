import Foundation
import LayoutScene

/// `UIImage` / `Image`: `UIImage()` (empty), `UIImage(named:)` from the scene's asset catalog (a placeholder and a warning for a name it
/// lacks; `UIImage(named:in:compatibleWith:)` the same, whatever bundle is named), `UIImage(systemName:)`
/// placeholders, rendering modes, `withTintColor` and symbol configurations.
enum ImageBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let image = registry.type(Image.self)
        let configuration = t.host(SymbolConfiguration.self)
        image.initializer("init()", []) { _ in Image(content: .empty).scriptValue }
        image.initializer("init(named:)", [t.string]) { call in
            try .object(call.interpreter.image(named: call.get(0), at: call.span))
        }
        image.initializer("init(named:in:compatibleWith:)",
                          [t.string, .optional(t.host(SceneBundle.self)), .optional(t.host(TraitCollection.self))]) {
            try .object($0.interpreter.image(named: $0.get(0), at: $0.span))
        }
        image.initializer("init(systemName:)", [t.string]) { call in
            try Image(systemName: call.get(0)).scriptValue
        }
        image.initializer("init(systemName:withConfiguration:)", [t.string, .optional(configuration)]) { call in
            try Image(systemName: call.get(0), withConfiguration: call.get(1)).scriptValue
        }
        image.readOnly("size", \Image.size)
        image.readOnly("scale", \Image.scale)
        image.readOnly("renderingMode", \Image.renderingMode)
        image.method("withRenderingMode(_:)", [t.host(ImageRenderingMode.self)]) {
            try $0.receiver(Image.self).withRenderingMode($0.get(0)).scriptValue
        }
        image.method("withTintColor(_:)", [t.color]) { try $0.receiver(Image.self).withTintColor($0.get(0)).scriptValue }
        image.method("withTintColor(_:renderingMode:)", [t.color, t.host(ImageRenderingMode.self)]) {
            try $0.receiver(Image.self).withTintColor($0.get(0), renderingMode: $0.get(1)).scriptValue
        }
        image.method("withConfiguration(_:)", [configuration]) {
            try $0.receiver(Image.self).withConfiguration($0.get(0)).scriptValue
        }
        registry.type(ImageRenderingMode.self).namedCases(ImageRenderingMode.self)
        registry.type(SymbolScale.self).namedCases(SymbolScale.self)
        bindConfiguration(registry.type(SymbolConfiguration.self), t)
    }

    private static func bindConfiguration(_ configuration: HostType, _ t: BindingTypes) {
        configuration.initializer("init(pointSize:)", [t.number]) {
            try SymbolConfiguration(pointSize: $0.get(0)).scriptValue
        }
        configuration.initializer("init(pointSize:weight:)", [t.number, t.weight]) {
            try SymbolConfiguration(pointSize: $0.get(0), weight: $0.get(1)).scriptValue
        }
        configuration.initializer("init(pointSize:weight:scale:)", [t.number, t.weight, t.host(SymbolScale.self)]) {
            try SymbolConfiguration(pointSize: $0.get(0), weight: $0.get(1), scale: $0.get(2)).scriptValue
        }
        configuration.initializer("init(scale:)", [t.host(SymbolScale.self)]) {
            try SymbolConfiguration(scale: $0.get(0)).scriptValue
        }
        configuration.initializer("init(weight:)", [t.weight]) {
            try SymbolConfiguration(weight: $0.get(0)).scriptValue
        }
    }
}

extension Interpreter {
    /// `UIImage(named:)`: the image from the scene's asset catalog, else a placeholder and a warning at `span`
    /// saying why — of a stand-in size when no catalog was given (``LayoutScene/Image/init(standingInFor:)``), sized
    /// as UIKit's `nil` when the given catalog lacks it.
    func image(named name: String, at span: SourceSpan) -> Image {
        let catalog = assets ?? .empty
        if let set = catalog.imageSets[name], let bitmap = set.bitmap(forScale: catalog.displayScale) {
            return Image(content: .bitmap(bitmap), name: name, renderingMode: set.renderingMode)
        }
        if assets == nil {
            // the app has it: a placeholder of a stand-in size, as an image from the app's data
            warn("image '\(name)' not found: no asset catalog was given (pass one with --assets DIR, or put "
                     + "Assets.xcassets beside the scene); drawn as a placeholder", at: span)
            return Image(standingInFor: name)
        } else if let set = catalog.imageSets[name], !set.unreadableFiles.isEmpty {
            let files = set.unreadableFiles.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
            warn("image '\(name)' has only files layoutviz cannot read (\(files)); drawn as a placeholder", at: span)
        } else {
            warn("image '\(name)' not found in the asset catalog; drawn as a placeholder", at: span)
        }
        return Image(content: .missing(name), name: name)
    }
}
