import Foundation

/// An image the app has but the scene cannot load: an asset named in code when no asset catalog was given
/// (`UIImage(named: "logo")`), or an image that comes from the app's data (`avatar.image = user.photo`). UIKit would
/// show a real picture of some size there, so, unlike an asset the given catalog lacks (`UIImage(named:)` is then
/// `nil`), it stands in as a placeholder — drawn as a crossed box with its name, like a missing asset — of a stand-in
/// size: a square of ``standInSide`` points, an estimate (kept here, as the placeholder view's are kept with it).
///
/// ```swift
/// let photo = Image(standingInFor: "‹user.photo›")
/// photo.size // 44 × 44
/// UIImageView(image: photo).intrinsicContentSize // 44 × 44
/// ```
extension Image {
    /// The side of the square a stand-in image takes: UIKit's standard row height and minimum touch target (estimate).
    public static let standInSide: CGFloat = 44

    /// A placeholder for the image `name` (an asset name or the source expression), ``standInSide`` square.
    ///
    /// ```swift
    /// let logo = Image(standingInFor: "logo")
    /// ```
    public convenience init(standingInFor name: String) {
        self.init(content: .missing(name), name: name, renderingMode: .automatic,
                  size: CGSize(width: Self.standInSide, height: Self.standInSide), scale: 1)
    }
}
