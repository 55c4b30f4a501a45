/// The anchors every view and layout guide has, as `UIView`'s and `UILayoutGuide`'s: each access makes a fresh
/// anchor for the item and attribute, and the constraints they make are inactive until activated.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
///     title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
/// ])
/// ```
extension LayoutItem {
    /// The leading edge.
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
    /// ```
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    ///
    /// ```swift
    /// title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16).isActive = true
    /// ```
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    ///
    /// ```swift
    /// badge.leftAnchor.constraint(equalTo: icon.rightAnchor).isActive = true
    /// ```
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    ///
    /// ```swift
    /// badge.rightAnchor.constraint(equalTo: card.rightAnchor).isActive = true
    /// ```
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    ///
    /// ```swift
    /// spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    /// ```
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    ///
    /// ```swift
    /// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    /// ```
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    ///
    /// ```swift
    /// footer.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
    /// ```
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    ///
    /// ```swift
    /// spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    /// ```
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// ```
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    ///
    /// ```swift
    /// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
    /// ```
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    /// The baseline of the first line of text (the top edge for a view without text); views only, as in UIKit.
    ///
    /// ```swift
    /// detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20).isActive = true
    /// ```
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a view without text); views only, as in UIKit.
    ///
    /// ```swift
    /// value.lastBaselineAnchor.constraint(equalTo: caption.lastBaselineAnchor).isActive = true
    /// ```
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
