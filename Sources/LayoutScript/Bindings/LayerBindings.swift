import Foundation
import LayoutScene

/// `CALayer`: corner radius, border and clipping.
enum LayerBindings {
    static func bind(_ registry: HostRegistry) {
        let layer = registry.type(Layer.self)
        layer.property("cornerRadius", \Layer.cornerRadius)
        layer.property("borderWidth", \Layer.borderWidth)
        layer.property("borderColor", \Layer.borderColor)
        layer.property("masksToBounds", \Layer.masksToBounds)
    }
}
