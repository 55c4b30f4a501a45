/// What an ``Image`` holds: a bitmap from the asset catalog, a system symbol (drawn as a labelled placeholder, since
/// SF Symbols cannot be shipped), nothing because the asset was not found (drawn as a crossed box), nothing at all
/// (`UIImage()`), or solid fills drawn in code.
///
/// ```swift
/// if case .missing(let name) = image.content { print("no asset named \(name)") }
/// ```
public enum ImageContent: Sendable, Hashable {
    /// A PNG or JPEG file.
    case bitmap(ImageBitmap)
    /// `UIImage(systemName:)`: the symbol's name.
    case systemSymbol(String)
    /// `UIImage(named:)` for a name the asset catalog does not have: the name asked for.
    case missing(String)
    /// `UIImage()`: no pixels, zero size; draws nothing (apps use it to clear a bar's background or shadow).
    case empty
    /// An image drawn in code from solid rectangle fills (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`).
    case drawn(ImageDrawing)
}
