/// Whether an image is drawn with its own colours or as a mask filled with the tint colour, as
/// `UIImage.RenderingMode`. An image view draws `.automatic` images as originals.
///
/// ```swift
/// let glyph = UIImage(named: "play")?.withRenderingMode(.alwaysTemplate)
/// ```
public enum ImageRenderingMode: Int, Sendable, Hashable, CaseIterable {
    /// The context decides; image views draw the image's own colours.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always a mask filled with the tint colour.
    case alwaysTemplate = 2
}
