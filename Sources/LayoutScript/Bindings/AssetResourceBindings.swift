import Foundation
import LayoutScene

/// A generated colour symbol, `ColorResource.gray8` (see ``LayoutScene/AssetCatalog/colorName(forSymbol:)``).
struct ColorResource: Hashable, HostValue {
    let symbol: String
}

/// A generated image symbol, `ImageResource.logo` (see ``LayoutScene/AssetCatalog/imageName(forSymbol:)``).
struct ImageResource: Hashable, HostValue {
    let symbol: String
}

/// `UIColor(resource:)` and `UIImage(resource:)` with Xcode's generated asset symbols: any `.name` of
/// `ColorResource`/`ImageResource` is a symbol, resolved against the asset catalog as `UIColor(named:)` and
/// `UIImage(named:)` resolve names (magenta or a placeholder, with a warning, when the catalog lacks it).
enum AssetResourceBindings {
    static func bind(_ registry: HostRegistry) {
        let colorResource = registry.type(ColorResource.self)
        colorResource.anyStaticMember = { .object(ColorResource(symbol: $0)) }
        registry.type(Color.self).initializer("init(resource:)", [.host(colorResource)]) { call in
            let symbol = try call.get(0, as: ColorResource.self).symbol
            let interpreter = call.interpreter
            return .object(interpreter.color(named: interpreter.assets?.colorName(forSymbol: symbol) ?? symbol,
                                             at: call.span))
        }
        let imageResource = registry.type(ImageResource.self)
        imageResource.anyStaticMember = { .object(ImageResource(symbol: $0)) }
        registry.type(Image.self).initializer("init(resource:)", [.host(imageResource)]) { call in
            let symbol = try call.get(0, as: ImageResource.self).symbol
            let interpreter = call.interpreter
            return .object(interpreter.image(named: interpreter.assets?.imageName(forSymbol: symbol) ?? symbol,
                                             at: call.span))
        }
    }
}
