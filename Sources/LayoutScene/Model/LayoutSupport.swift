import Foundation

/// A view controller's deprecated top or bottom layout guide (`UILayoutSupport`): only its top, bottom and
/// height can be constrained.
///
/// ```swift
/// header.snp.makeConstraints { make in make.top.equalTo(topLayoutGuide.snp.bottom) }
/// ```
public final class LayoutSupport: ConstraintRelatableTarget {
    /// The guide that stands for it in layout.
    public let guide: LayoutGuide

    init(guide: LayoutGuide) {
        self.guide = guide
    }

    /// The guide's height after layout (the top or bottom safe-area inset).
    ///
    /// ```swift
    /// let statusBar = controller.topLayoutGuide.length
    /// ```
    public var length: CGFloat { guide.layoutFrame.height }

    /// The SnapKit namespace: `top`, `bottom` and `height` only.
    ///
    /// ```swift
    /// make.bottom.equalTo(bottomLayoutGuide.snp.top)
    /// ```
    public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(guide: guide) }

    /// The guide's top edge, one of the three anchors `UILayoutSupport` declares.
    ///
    /// ```swift
    /// banner.topAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
    /// ```
    public var topAnchor: LayoutYAxisAnchor { guide.topAnchor }

    /// The guide's bottom edge (below the status and navigation bars for the top guide).
    ///
    /// ```swift
    /// button.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 12).isActive = true
    /// ```
    public var bottomAnchor: LayoutYAxisAnchor { guide.bottomAnchor }

    /// The guide's height: the top or bottom safe-area inset.
    ///
    /// ```swift
    /// spacer.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor).isActive = true
    /// ```
    public var heightAnchor: LayoutDimension { guide.heightAnchor }
}

/// UIKit's name for ``LayoutSupport``.
///
/// ```swift
/// let guide: UILayoutSupport = controller.topLayoutGuide
/// ```
public typealias UILayoutSupport = LayoutSupport
