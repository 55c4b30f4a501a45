import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Overrides of UIKit methods: one layoutviz models (`setViewControllers(_:direction:animated:completion:)`) runs for
/// the scene's calls and its `super.` call runs layoutviz's; sizing methods of a control (`sizeThatFits(_:)`,
/// `systemLayoutSizeFitting(_:)`) are accepted as UIKit's, with no unknown-symbol warning, and a view's or control's
/// `super.sizeThatFits(_:)` is UIView's: the current size.
@Suite struct UIKitMethodOverridesTests {
    @Test func aPageViewControllerSubclassOverridesSetViewControllersWithItsDirectionType() throws {
        let scene = try #require(loadScene("""
            class Pages: UIPageViewController {
                var lastDirection: NavigationDirection = .reverse
                override func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
                    lastDirection = direction
                    super.setViewControllers(viewControllers, direction: direction, animated: animated,
                                             completion: completion)
                }
            }
            let pages = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let first = UIViewController()
            pages.setViewControllers([first], direction: .forward, animated: false)
            let label = UILabel()
            label.text = "\\(pages.lastDirection == .forward) \\(pages.viewControllers?.count ?? 0)"
            view.addSubview(label)
            """))
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "true 1")
    }

    @Test func aControlOverridesItsSizingMethods() throws {
        let scene = try #require(loadScene("""
            class Dropdown: UIControl {
                let stack = UIStackView()
                override func sizeThatFits(_ size: CGSize) -> CGSize {
                    return CGSize(width: 120, height: 44)
                }
                override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
                    return sizeThatFits(targetSize)
                }
            }
            let dropdown = Dropdown()
            let label = UILabel()
            label.text = "\\(dropdown.systemLayoutSizeFitting(.zero).width)"
            view.addSubview(label)
            """))
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "120.0")
    }

    @Test func superSizeThatFitsIsTheViewsCurrentSizeAsUIViewsIs() {
        let statements = """
            class Pill: UIControl {
                override func sizeThatFits(_ size: CGSize) -> CGSize {
                    let current = super.sizeThatFits(size)
                    return CGSize(width: current.width + 10, height: current.height)
                }
            }
            let pill = Pill(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            let fitted = pill.sizeThatFits(CGSize(width: 300, height: 300))
            """
        #expect(evaluated(statements, #""\(fitted.width) \(fitted.height)""#) == "60.0 20.0")
    }

    @Test func sizeToFitTakesTheContentsSizeOrTheClasssOwnAndKeepsAPlainViewsSize() throws {
        let source = """
            class Pill: UIView {
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 60, height: 24) }
            }
            let label = UILabel()
            label.text = "Hello"
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 10, y: 20)
            let plain = UIView(frame: CGRect(x: 0, y: 100, width: 30, height: 40))
            plain.sizeToFit()
            let pill = Pill(frame: CGRect(x: 0, y: 200, width: 1, height: 1))
            pill.sizeToFit()
            for item in [label, plain, pill] { view.addSubview(item) }
            """
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize, assets: nil,
                                         fitting: EngineLayoutFitting(measurer: MonospacedTextMeasurer()))
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        let measured = try #require(frame("label", in: result))
        #expect(measured.origin == CGPoint(x: 10, y: 20))
        #expect(measured.width > 0 && measured.height > 0)
        #expect(frame("plain", in: result) == CGRect(x: 0, y: 100, width: 30, height: 40))
        #expect(frame("pill", in: result) == CGRect(x: 0, y: 200, width: 60, height: 24))
    }
}
