import Foundation
import LayoutScene

/// `UIButton.Configuration` / `ButtonConfiguration`: the four styles, title, image and its placement, paddings,
/// insets, corner style, base colours and the background's settings; `NSDirectionalRectEdge`.
enum ButtonConfigurationBindings {
    static func bind(_ registry: HostRegistry) {
        let configuration = registry.type(ButtonConfiguration.self)
        configuration.staticMethod("plain()", []) { _ in ButtonConfiguration.plain().scriptValue }
        configuration.staticMethod("tinted()", []) { _ in ButtonConfiguration.tinted().scriptValue }
        configuration.staticMethod("filled()", []) { _ in ButtonConfiguration.filled().scriptValue }
        configuration.staticMethod("gray()", []) { _ in ButtonConfiguration.gray().scriptValue }
        configuration.property("title", \ButtonConfiguration.title)
        configuration.property("image", \ButtonConfiguration.image)
        configuration.property("imagePlacement", \ButtonConfiguration.imagePlacement)
        configuration.property("preferredSymbolConfigurationForImage",
                               \ButtonConfiguration.preferredSymbolConfigurationForImage)
        configuration.property("imagePadding", \ButtonConfiguration.imagePadding)
        configuration.property("titlePadding", \ButtonConfiguration.titlePadding)
        configuration.property("contentInsets", \ButtonConfiguration.contentInsets)
        configuration.property("cornerStyle", \ButtonConfiguration.cornerStyle)
        configuration.property("baseForegroundColor", \ButtonConfiguration.baseForegroundColor)
        configuration.property("baseBackgroundColor", \ButtonConfiguration.baseBackgroundColor)
        configuration.property("background", \ButtonConfiguration.background)
        registry.type(ButtonConfiguration.CornerStyle.self).cases(ButtonConfiguration.CornerStyle.self)
        registry.type(ButtonConfiguration.Style.self).cases(ButtonConfiguration.Style.self)
        let edge = registry.type(DirectionalRectEdge.self)
        for (name, value) in [("none", DirectionalRectEdge.none), ("top", .top), ("leading", .leading),
                              ("bottom", .bottom), ("trailing", .trailing), ("all", .all)] {
            edge.constant(name, value)
        }

        let background = registry.type(ButtonConfiguration.BackgroundConfiguration.self)
        background.property("backgroundColor", \ButtonConfiguration.BackgroundConfiguration.backgroundColor)
        background.property("cornerRadius", \ButtonConfiguration.BackgroundConfiguration.cornerRadius)
        background.property("strokeColor", \ButtonConfiguration.BackgroundConfiguration.strokeColor)
        background.property("strokeWidth", \ButtonConfiguration.BackgroundConfiguration.strokeWidth)
    }
}
