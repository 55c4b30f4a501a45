@testable import LayoutScene
import Testing

/// A view's class name in descriptions: LayoutScene's classes under UIKit's names, other subclasses under their own
/// (nested ones by their innermost name), as `String(describing:)` prints the type.
@Suite struct ViewTypeNamesTests {
    final class Badge: Label {}
    private final class PrivateBadge: View {}

    @Test func layoutSceneClassesHaveUIKitNames() {
        #expect(ViewTypeNames.name(of: View.self) == "UIView")
        #expect(ViewTypeNames.name(of: ImageView.self) == "UIImageView")
        #expect(ViewTypeNames.name(of: Label.self) == "UILabel")
        #expect(ViewTypeNames.name(of: StackView.self) == "UIStackView")
        #expect(ViewTypeNames.name(of: TableViewCell.self) == "UITableViewCell")
    }

    @Test func otherClassesHaveTheirOwnNames() {
        #expect(ViewTypeNames.name(of: ViewTypeNamesTestsCard.self) == "ViewTypeNamesTestsCard")
        #expect(ViewTypeNames.name(of: Badge.self) == "Badge")
        #expect(ViewTypeNames.name(of: PrivateBadge.self) == "PrivateBadge")
        for type: View.Type in [ViewTypeNamesTestsCard.self, Badge.self, PrivateBadge.self] {
            #expect(ViewTypeNames.name(of: type) == String(describing: type))
        }
        #expect(Badge().typeName == "Badge")
    }
}

final class ViewTypeNamesTestsCard: View {}
