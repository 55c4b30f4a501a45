import Foundation
import LayoutScene

/// `UIImageView` / `ImageView`: the image, highlighting, and (on every view) `contentMode` and `tintColor`.
enum ImageViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let imageType = ScriptType.optional(t.host(Image.self))
        let imageView = registry.type(ImageView.self)
        imageView.initializer("init()", []) { try $0.interpreter.makeView(ImageView(), at: $0.span) }
        imageView.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(ImageView(frame: $0.get(0)), at: $0.span)
        }
        imageView.initializer("init(image:)", [imageType]) {
            try $0.interpreter.makeView(ImageView(image: $0.get(0)), at: $0.span)
        }
        imageView.initializer("init(image:highlightedImage:)", [imageType, imageType]) {
            try $0.interpreter.makeView(ImageView(image: $0.get(0), highlightedImage: $0.get(1)), at: $0.span)
        }
        imageView.property("image", \ImageView.image)
        imageView.property("highlightedImage", \ImageView.highlightedImage)
        imageView.property("isHighlighted", \ImageView.isHighlighted)

        let view = registry.type(View.self)
        view.property("contentMode", \View.contentMode)
        view.property("tintColor", Color?.self, get: { (view: View) in view.tintColor }, set: { $0.tintColor = $1 })
        registry.type(ContentMode.self).namedCases(ContentMode.self)
        registry.type(ContentMode.self).cValues(ContentMode.self)
    }
}
