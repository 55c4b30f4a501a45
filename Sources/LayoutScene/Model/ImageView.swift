import Foundation

/// A view that shows an image, as `UIImageView`. Its intrinsic size is the image's size in points (none without an
/// image); it draws the image with its ``View/contentMode`` (a template image as a mask in ``View/tintColor``).
///
/// ```swift
/// let artwork = UIImageView(image: UIImage(named: "artwork"))
/// artwork.contentMode = .scaleAspectFill
/// artwork.clipsToBounds = true
/// artwork.layer.cornerRadius = 12
/// ```
open class ImageView: View {
    /// The image; `nil` shows nothing and gives no intrinsic size.
    public var image: Image?
    /// The image shown while highlighted (kept for pasted code; the picture shows ``image``).
    public var highlightedImage: Image?
    /// Whether the view is highlighted (kept for pasted code).
    public var isHighlighted = false

    /// An image view with no image and a zero frame.
    ///
    /// ```swift
    /// let avatar = UIImageView()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An image view with a frame and no image.
    ///
    /// ```swift
    /// let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view showing `image`, sized to it as UIKit does (frame origin zero, size the image's).
    ///
    /// ```swift
    /// let logo = UIImageView(image: UIImage(named: "logo"))
    /// ```
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view showing `image`, and `highlightedImage` when highlighted.
    ///
    /// ```swift
    /// let star = UIImageView(image: UIImage(systemName: "star"), highlightedImage: UIImage(systemName: "star.fill"))
    /// ```
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image's size in points (zero for `UIImage()`); ``View/noIntrinsicMetric`` on both axes without an image or
    /// for an asset the given catalog lacks (UIKit's `UIImage(named:)` gives `nil` there).
    ///
    /// ```swift
    /// UIImageView(image: UIImage(systemName: "star")).intrinsicContentSize // 20 × 20
    /// ```
    open override var intrinsicContentSize: CGSize {
        guard let image, image.content == .empty || image.size.width > 0 || image.size.height > 0 else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return image.size
    }
}

/// UIKit's name for ``ImageView``.
///
/// ```swift
/// let logo = UIImageView(image: UIImage(named: "logo"))
/// ```
public typealias UIImageView = ImageView
