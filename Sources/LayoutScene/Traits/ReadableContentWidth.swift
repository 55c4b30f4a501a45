import Foundation

/// The widest a ``View/readableContentGuide`` gets, by content size category: UIKit derives it from the body text
/// size so lines stay a comfortable length. 672 points at the default size (Large) is what an iPad's readable guide
/// measures; the other categories' values are **estimates** scaled from it with the body font, kept here as the one
/// place to correct them.
///
/// ```swift
/// ReadableContentWidth.width(for: .large) // 672
/// ```
public enum ReadableContentWidth {
    /// The readable width of `category` (unspecified reads as Large).
    ///
    /// ```swift
    /// ReadableContentWidth.width(for: .extraSmall) // 560
    /// ```
    public static func width(for category: ContentSizeCategory) -> CGFloat {
        widths[category.index]
    }

    /// xS … xxxL, then AX1 … AX5. Large (672) is measured; the rest are estimates.
    private static let widths: [CGFloat] = [560, 600, 632, 672, 728, 784, 836, 944, 1016, 1096, 1168, 1224]
}
