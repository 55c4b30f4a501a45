import LayoutScene
import Testing

/// Code written for UIKit compiles against LayoutScene unchanged: `import LayoutScene` alone brings Foundation's
/// geometry types and `NSCoder`, a subclass overriding `init(frame:)` with `required init?(coder:)` is made with
/// `MyView()`, and views are named after the stored properties holding them.
@Suite struct CompiledAPIParityTests {
    private final class Card: UIView {
        let title = UILabel()
        lazy var subtitle = UILabel()
        var badge: UIView? = UIView()
        let rows: [UIView] = [UIView(), UIView()]
        let named = UILabel()
        private(set) var madeWithFrame = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            madeWithFrame = true
            named.name = "kept"
            for view in [title, subtitle, badge!, named] + rows { addSubview(view) }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private final class Screen: UIViewController {
        let card = Card()
        let header = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(header)
            view.addSubview(card)
        }
    }

    @Test func aUIKitStyleSubclassIsMadeWithAnEmptyInitializer() {
        let card = Card()
        #expect(card.madeWithFrame)
        #expect(card.frame == CGRect.zero)
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let point = CGPoint(x: 1, y: 2), size = CGSize(width: 3, height: 4)
        let inset: CGFloat = 5
        #expect(CGRect(origin: point, size: size).insetBy(dx: inset / 5, dy: 0).width == 1)
    }

    @Test func stacksMadeAnyWayHaveZeroMargins() {
        #expect(UIStackView().layoutMargins == .zero)
        #expect(UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layoutMargins == .zero)
        #expect(UIStackView(arrangedSubviews: [UIView()]).layoutMargins == .zero)
    }

    @Test func viewsAreNamedAfterTheirStoredProperties() {
        let canvas = Canvas(width: 100, height: 100)
        let card = Card()
        canvas.addSubview(card)
        canvas.nameViewsAfterStoredProperties()
        #expect(card.subviews.map(\.displayName) == ["title", "subtitle", "badge", "kept", "rows[0]", "rows[1]"])
        #expect(card.displayName == "#0")
        #expect(card.title.name == nil)
    }

    @Test func theHostedControllerNamesItsViewsFirst() {
        let canvas = Canvas(hosting: Screen(), width: 100, height: 100)
        canvas.nameViewsAfterStoredProperties()
        let root = canvas.subviews[0]
        #expect(root.subviews.map(\.displayName) == ["header", "card"])
        #expect(root.subviews[1].subviews[0].displayName == "title")
    }

    @Test func namesFollowThePropertiesAtEachLayout() {
        let canvas = Canvas(width: 100, height: 100)
        let card = Card()
        canvas.addSubview(card)
        canvas.nameViewsAfterStoredProperties()
        card.badge?.removeFromSuperview()
        let moved = card.badge!
        card.badge = nil
        canvas.addSubview(moved)
        canvas.nameViewsAfterStoredProperties()
        #expect(moved.displayName == "#1")
    }
}
