import Foundation

/// The view a ``TabBar`` draws one item with (UIKit's private `UITabBarButton`): the item's image centred in a
/// ``ContainerEstimates/tabBarImageSide`` square near the top and its title under it, in the bar's tint colour
/// when selected and in the unselected colour otherwise, and its badge (``TabBarBadge``) when it has one.
///
/// ```swift
/// button.show(item, selected: true, unselectedColor: .systemGray)
/// ```
final class TabBarButton: View {
    let imageView = ImageView(image: nil)
    let titleLabel = Label()
    private(set) var badge: TabBarBadge?
    /// Whether the item shown is the bar's selected one.
    private(set) var isShowingSelected = false
    /// What VoiceOver says for the item's badge: `3 items` for a number, else the badge's text; nil without one.
    private(set) var badgeText: String?
    private var contentConstraints = SystemConstraintSet()
    private var badgeConstraints = SystemConstraintSet()

    init(index: Int, in bar: TabBar) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        derivedName = .init(owner: bar, suffix: "items[\(index)]")
        imageView.contentMode = .center
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.derivedName = .init(owner: self, suffix: "imageView")
        titleLabel.font = ContainerEstimates.tabBarTitleFont
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.derivedName = .init(owner: self, suffix: "titleLabel")
        addSubview(imageView)
        addSubview(titleLabel)
        contentConstraints.update(signature: "content") {
            [
                SystemConstraintSet.make("UITabBarButton-image-centerX", imageView, .centerX, self, .centerX),
                SystemConstraintSet.make("UITabBarButton-image-top", imageView, .top, self, .top,
                                         constant: ContainerEstimates.tabBarImageTop),
                SystemConstraintSet.make("UITabBarButton-image-width", imageView, .width, nil, .notAnAttribute,
                                         constant: ContainerEstimates.tabBarImageSide),
                SystemConstraintSet.make("UITabBarButton-image-height", imageView, .height, nil, .notAnAttribute,
                                         constant: ContainerEstimates.tabBarImageSide),
                SystemConstraintSet.make("UITabBarButton-title-centerX", titleLabel, .centerX, self, .centerX),
                SystemConstraintSet.make("UITabBarButton-title-top", titleLabel, .top, self, .top,
                                         constant: ContainerEstimates.tabBarTitleTop),
                SystemConstraintSet.make("UITabBarButton-title-width", titleLabel, .width, .lessThanOrEqual, self,
                                         .width),
            ]
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item`: its selected image and the inherited tint when `selected`, else its image and `unselectedColor`.
    func show(_ item: TabBarItem, selected: Bool, unselectedColor: Color) {
        imageView.image = selected ? item.selectedImage ?? item.image : item.image
        titleLabel.text = item.title
        isShowingSelected = selected
        badgeText = item.badgeValue.flatMap { value in
            value.isEmpty ? nil : Int(value).map { "\($0) item" + ($0 == 1 ? "" : "s") } ?? value
        }
        imageView.tintColor = selected ? nil : unselectedColor
        titleLabel.textColor = selected ? tintColor : unselectedColor
        if let value = item.badgeValue {
            (badge ?? makeBadge()).show(value, color: item.badgeColor)
        } else if let badge {
            badge.removeFromSuperview()
            self.badge = nil
        }
    }

    private func makeBadge() -> TabBarBadge {
        let made = TabBarBadge(in: self)
        addSubview(made)
        badge = made
        badgeConstraints = SystemConstraintSet()
        badgeConstraints.update(signature: "badge") {
            [
                SystemConstraintSet.make("UITabBarButton-badge-leading", made, .left, imageView, .centerX,
                                         constant: ContainerEstimates.tabBarBadgeLeadingFromImageCenter),
                SystemConstraintSet.make("UITabBarButton-badge-top", made, .top, self, .top,
                                         constant: ContainerEstimates.tabBarBadgeTop),
            ]
        }
        return made
    }
}
