import Foundation
import LayoutScene

/// `UITraitCollection` and the trait enums, `traitCollection` and `overrideUserInterfaceStyle` on views and
/// view controllers, and colours that depend on the appearance (`UIColor { traitCollection in … }`).
enum TraitBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        registry.type(UserInterfaceStyle.self).cases(UserInterfaceStyle.self)
        registry.type(ContentSizeCategory.self).cases(ContentSizeCategory.self)
        registry.type(UserInterfaceSizeClass.self).cases(UserInterfaceSizeClass.self)
        registry.type(ContentSizeCategory.self).readOnly("isAccessibilityCategory",
                                                         \ContentSizeCategory.isAccessibilityCategory)
        let style = t.host(UserInterfaceStyle.self), category = t.host(ContentSizeCategory.self)
        let traits = registry.type(TraitCollection.self)
        traits.initializer("init(userInterfaceStyle:)", [style]) {
            try .object(TraitCollection(userInterfaceStyle: $0.get(0, as: UserInterfaceStyle.self)))
        }
        traits.initializer("init(preferredContentSizeCategory:)", [category]) {
            try .object(TraitCollection(preferredContentSizeCategory: $0.get(0, as: ContentSizeCategory.self)))
        }
        traits.readOnly("userInterfaceStyle", \TraitCollection.userInterfaceStyle)
        traits.readOnly("preferredContentSizeCategory", \TraitCollection.preferredContentSizeCategory)
        traits.readOnly("layoutDirection", \TraitCollection.layoutDirection)
        traits.readOnly("horizontalSizeClass", \TraitCollection.horizontalSizeClass)
        traits.readOnly("verticalSizeClass", \TraitCollection.verticalSizeClass)
        traits.readOnly("displayScale", \TraitCollection.displayScale)

        let view = registry.type(View.self)
        view.readOnly("traitCollection", \View.traitCollection)
        view.property("overrideUserInterfaceStyle", \View.overrideUserInterfaceStyle)
        let controller = registry.type(ViewController.self)
        controller.readOnly("traitCollection", \ViewController.traitCollection)
        controller.property("overrideUserInterfaceStyle", \ViewController.overrideUserInterfaceStyle)

        let color = registry.type(Color.self)
        let provider = ScriptType.function([t.host(TraitCollection.self)], t.color)
        for selector in ["init(dynamicProvider:)", "init(_:)"] {
            color.initializer(selector, [provider]) { call in
                let closure = call.value(0)
                var failure: (any Error)?
                let made = Color { traits in
                    guard failure == nil else { return .clear }
                    do {
                        let value = try call.interpreter.call(closure, arguments: [.object(traits)], at: call.span,
                                                              returning: t.color)
                        // a colour the app's other files define is unknown here: clear, as UIView's default
                        if value.isUnknown { return .clear }
                        guard let color = Color.fromScript(value) else {
                            throw BindingError("a dynamic colour's provider must return a UIColor, not a value of "
                                                   + "type '\(call.interpreter.typeName(of: value))'")
                        }
                        return color
                    } catch {
                        failure = error
                        return .clear
                    }
                }
                if let failure { throw failure }
                return .object(made)
            }
        }
        color.method("resolvedColor(with:)", [t.host(TraitCollection.self)]) {
            try .object($0.receiver(Color.self).resolvedColor(with: $0.get(0, as: TraitCollection.self)))
        }
        color.readOnly("isDynamic", \Color.isDynamic)
    }
}
