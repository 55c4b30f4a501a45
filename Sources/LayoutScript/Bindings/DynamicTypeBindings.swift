import Foundation
import LayoutScene

/// Dynamic Type: `UIFont.TextStyle`, `UIFont.preferredFont(forTextStyle:compatibleWith:)`, `UIFontMetrics` and the
/// views' content size limits (`minimumContentSizeCategory`, `maximumContentSizeCategory`).
enum DynamicTypeBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let style = t.host(FontTextStyle.self), traits = ScriptType.optional(t.host(TraitCollection.self))
        registry.type(FontTextStyle.self).cases(FontTextStyle.self)

        let font = registry.type(Font.self)
        font.staticMethod("preferredFont(forTextStyle:compatibleWith:)", [style, traits], defaults: 1) {
            try .object(Font.preferredFont(forTextStyle: $0.get(0), compatibleWith: $0.get(1, default: nil)))
        }

        let metrics = registry.type(FontMetrics.self)
        metrics.initializer("init(forTextStyle:)", [style]) { try .object(FontMetrics(forTextStyle: $0.get(0))) }
        metrics.constant("default", FontMetrics.default)
        metrics.readOnly("textStyle", \FontMetrics.textStyle)
        metrics.method("scaledFont(for:maximumPointSize:compatibleWith:)", [t.font, t.number, traits], defaults: 2) {
            let base: Font = try $0.get(0)
            if base.scaling?.isFromFontMetrics == true {
                throw BindingError("a scaled font returned by UIFontMetrics should not be used to create another "
                                       + "scaled font")
            }
            return try .object($0.receiver(FontMetrics.self).scaledFont(
                for: base, maximumPointSize: $0.get(1, default: 0), compatibleWith: $0.get(2, default: nil)))
        }
        metrics.method("scaledFont(for:compatibleWith:)", [t.font, traits]) {
            try .object($0.receiver(FontMetrics.self).scaledFont(for: $0.get(0), compatibleWith: $0.get(1)))
        }
        metrics.method("scaledValue(for:compatibleWith:)", [t.number, traits], defaults: 1) {
            try $0.receiver(FontMetrics.self).scaledValue(for: $0.get(0), compatibleWith: $0.get(1, default: nil))
                .scriptValue
        }

        let view = registry.type(View.self)
        view.property("minimumContentSizeCategory", \View.minimumContentSizeCategory)
        view.property("maximumContentSizeCategory", \View.maximumContentSizeCategory)
    }
}
