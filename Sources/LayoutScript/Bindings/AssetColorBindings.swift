import Foundation
import LayoutScene

/// `UIColor(named:)`: a colour set from the scene's asset catalog, with its light and dark values (magenta and a
/// warning for a name the catalog lacks); `UIColor(named:in:compatibleWith:)` the same, whatever bundle is named.
enum AssetColorBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let color = registry.type(Color.self)
        color.initializer("init(named:)", [t.string]) { call in
            try .object(call.interpreter.color(named: call.get(0), at: call.span))
        }
        color.initializer("init(named:in:compatibleWith:)",
                          [t.string, .optional(t.host(SceneBundle.self)), .optional(t.host(TraitCollection.self))]) {
            try .object($0.interpreter.color(named: $0.get(0), at: $0.span))
        }
    }
}

extension Interpreter {
    /// `UIColor(named:)`: the colour set from the scene's asset catalog, else ``Color/missingAsset`` and a warning
    /// at `span` saying why.
    func color(named name: String, at span: SourceSpan) -> Color {
        if let color = assets?.colors[name] { return color }
        if assets == nil {
            warn("colour '\(name)' not found: no asset catalog was given (pass one with --assets DIR, or put "
                     + "Assets.xcassets beside the scene); drawn in magenta", at: span)
        } else {
            warn("colour '\(name)' not found in the asset catalog; drawn in magenta", at: span)
        }
        return .missingAsset
    }
}
