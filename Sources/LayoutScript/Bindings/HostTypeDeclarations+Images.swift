import Foundation
import LayoutScene

extension HostTypeDeclarations {
    /// `UIImage` with its nested rendering mode, symbol configuration and scale, `UIImageView`, and
    /// `UIView.ContentMode`.
    static func declareImages(in registry: HostRegistry) {
        let view = registry.type(View.self)
        registry.declare(ImageView.self, "UIImageView", aliases: ["ImageView"], parent: view, isValueType: false)
        view.nestedTypes["ContentMode"] = registry.declare(ContentMode.self, "UIView.ContentMode",
                                                           aliases: ["ContentMode"], isValueType: true)
        let image = registry.declare(Image.self, "UIImage", aliases: ["Image"], isValueType: false)
        image.nestedTypes["RenderingMode"] = registry.declare(ImageRenderingMode.self, "UIImage.RenderingMode",
                                                              aliases: ["ImageRenderingMode"], isValueType: true)
        image.nestedTypes["SymbolConfiguration"] = registry.declare(
            SymbolConfiguration.self, "UIImage.SymbolConfiguration", aliases: ["SymbolConfiguration"],
            isValueType: true)
        image.nestedTypes["SymbolScale"] = registry.declare(SymbolScale.self, "UIImage.SymbolScale",
                                                            aliases: ["SymbolScale"], isValueType: true)
    }
}

extension Image: HostValue {}
extension ContentMode: HostValue {}
extension ImageRenderingMode: HostValue {}
extension SymbolConfiguration: HostValue {}
extension SymbolScale: HostValue {}
