import Foundation

/// The badge a ``TabBarButton`` shows for an item's ``TabBarItem/badgeValue`` (UIKit's private `_UIBadgeView`): a
/// capsule in the item's ``TabBarItem/badgeColor`` (system red by default) holding the value in white, centred, at
/// the top right of the item's image; an empty value is a capsule without text. It is as tall as
/// ``ContainerEstimates/tabBarBadgeHeight``, and as wide as its text plus ``ContainerEstimates/tabBarBadgePadding``
/// on each side, but never narrower than tall.
///
/// ```swift
/// item.badgeValue = "3"   // a red capsule with a white "3" over the image's top-right corner
/// ```
final class TabBarBadge: Label {
    init(in button: View) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        derivedName = .init(owner: button, suffix: "badge")
        layer.cornerRadius = ContainerEstimates.tabBarBadgeHeight / 2
        font = ContainerEstimates.tabBarBadgeFont
        textColor = .white
        textAlignment = .center
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `value` in `color` (system red when `nil`).
    func show(_ value: String, color: Color?) {
        text = value
        backgroundColor = color ?? .systemRed
    }

    /// The text's measurement, in a capsule: padded at the sides, one badge tall, at least as wide as tall.
    override func measureTextContent(width: CGFloat?,
                                     using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let content = super.measureTextContent(width: width, using: measure)
        let side = ContainerEstimates.tabBarBadgeHeight
        let padded = content.intrinsicSize.width + 2 * ContainerEstimates.tabBarBadgePadding
        return TextContent(intrinsicSize: CGSize(width: max(side, padded), height: side), texts: content.texts)
    }
}
