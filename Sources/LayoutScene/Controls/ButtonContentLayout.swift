import Foundation

/// How a button arranges its image and title: side by side (image at the leading or trailing side) or stacked
/// (image above or below), `padding` apart when both are shown, each centred across the arrangement. A legacy button
/// puts the image at the leading side with no padding; a configuration button follows its
/// ``ButtonConfiguration/imagePlacement`` and ``ButtonConfiguration/imagePadding``.
///
/// ```swift
/// let content = ButtonContentLayout(imageSize: CGSize(width: 20, height: 20), titleSize: CGSize(width: 40, height: 21),
///                                   placement: .top, padding: 4)
/// content.size // 40 × 45
/// ```
public struct ButtonContentLayout: Hashable, Sendable {
    /// The image's size; zero without an image.
    public var imageSize: CGSize
    /// The title's size; zero without a title.
    public var titleSize: CGSize
    /// Where the image goes: `.top`, `.bottom`, `.trailing`, anything else leading.
    public var placement: DirectionalRectEdge
    /// Space between the image and the title, when both are shown.
    public var padding: CGFloat

    /// Creates an arrangement.
    ///
    /// ```swift
    /// let content = ButtonContentLayout(imageSize: .zero, titleSize: CGSize(width: 40, height: 21),
    ///                                   placement: .leading, padding: 0)
    /// ```
    public init(imageSize: CGSize, titleSize: CGSize, placement: DirectionalRectEdge, padding: CGFloat) {
        self.imageSize = imageSize
        self.titleSize = titleSize
        self.placement = placement
        self.padding = padding
    }

    /// Whether there is an image to place.
    public var hasImage: Bool { imageSize.width > 0 || imageSize.height > 0 }

    /// Whether there is a title to place.
    public var hasTitle: Bool { titleSize.width > 0 || titleSize.height > 0 }

    /// Whether the image is above or below the title.
    public var isStacked: Bool { placement == .top || placement == .bottom }

    /// The padding actually used: `padding` when both an image and a title are shown, else zero.
    public var gap: CGFloat { hasImage && hasTitle ? padding : 0 }

    /// The size of the whole arrangement.
    ///
    /// ```swift
    /// ButtonContentLayout(imageSize: CGSize(width: 20, height: 20), titleSize: CGSize(width: 40, height: 18),
    ///                     placement: .leading, padding: 8).size // 68 × 20
    /// ```
    public var size: CGSize {
        if isStacked {
            return CGSize(width: max(imageSize.width, titleSize.width),
                          height: imageSize.height + gap + titleSize.height)
        }
        return CGSize(width: imageSize.width + gap + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    /// The room the title may take across `width` of content: all of it when stacked, else what the image and the
    /// gap leave.
    ///
    /// ```swift
    /// content.titleRoom(inWidth: 100) // 72 beside a 20-pt image 8 away
    /// ```
    public func titleRoom(inWidth width: CGFloat) -> CGFloat {
        isStacked ? width : width - imageSize.width - gap
    }

    /// The image's and the title's rectangles when the arrangement is placed in `rect` (the content rectangle,
    /// which the control's alignments may make larger than ``size``): the image at its own size at its side, the
    /// title in the rest, both centred across. Leading and trailing follow `direction`.
    ///
    /// ```swift
    /// let (image, title) = content.frames(in: CGRect(x: 0, y: 0, width: 68, height: 20), direction: .leftToRight)
    /// ```
    public func frames(in rect: CGRect, direction: LayoutDirection) -> (image: CGRect, title: CGRect) {
        if isStacked {
            let imageTop = placement == .top ? rect.minY : rect.maxY - imageSize.height
            let titleTop = placement == .top ? rect.minY + imageSize.height + gap : rect.minY
            let image = CGRect(x: rect.midX - imageSize.width / 2, y: imageTop, width: imageSize.width,
                               height: imageSize.height)
            let title = CGRect(x: rect.minX, y: titleTop, width: rect.width,
                               height: max(0, rect.height - imageSize.height - gap))
            return (image, title)
        }
        let imageFirst = (placement == .trailing) == (direction == .rightToLeft)
        let imageX = imageFirst ? rect.minX : rect.maxX - imageSize.width
        let titleX = imageFirst ? rect.minX + imageSize.width + gap : rect.minX
        let image = CGRect(x: imageX, y: rect.midY - imageSize.height / 2, width: imageSize.width,
                           height: imageSize.height)
        let title = CGRect(x: titleX, y: rect.minY, width: max(0, titleRoom(inWidth: rect.width)), height: rect.height)
        return (image, title)
    }
}
