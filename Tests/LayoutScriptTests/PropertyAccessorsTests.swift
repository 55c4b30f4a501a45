import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Computed setters and `willSet`/`didSet`, with Swift's rules: observers skip a class's own initializer, an
/// override's observers wrap the overridden property's, a UIKit property can be observed by an override.
@Suite struct PropertyAccessorsTests {
    @Test func observersSeeTheNewAndOldValues() {
        let statements = """
            var log: [String] = []
            class Card: UIView {
                var title = "a" {
                    willSet { log.append("will \\(title)->\\(newValue)") }
                    didSet(previous) { log.append("did \\(previous)->\\(title)") }
                }
                init() {
                    super.init(frame: .zero)
                    title = "b"
                }
            }
            let card = Card()
            card.title = "c"
            card.title += "d"
            """
        #expect(evaluated(statements, "log") == "[\"will b->c\", \"did b->c\", \"will c->cd\", \"did c->cd\"]")
    }

    @Test func overridesObserveInheritedProperties() {
        let statements = """
            var log: [String] = []
            class Base: UIView {
                var value = 0 { didSet { log.append("base \\(value)") } }
            }
            class Derived: Base {
                override var value: Int {
                    willSet { log.append("will \\(newValue)") }
                    didSet { log.append("derived \\(oldValue)") }
                }
                override var isHidden: Bool { didSet { log.append("hidden \\(isHidden)") } }
            }
            let d = Derived()
            d.value = 2
            d.isHidden = true
            """
        #expect(evaluated(statements, "log") == "[\"will 2\", \"base 2\", \"derived 0\", \"hidden true\"]")
    }

    @Test func computedSetters() {
        let statements = """
            class Card: UIView {
                var inset: CGFloat = 0
                var doubleInset: CGFloat {
                    get { inset * 2 }
                    set(value) { inset = value / 2 }
                }
                static var scale: CGFloat = 1
                static var percent: CGFloat {
                    get { scale * 100 }
                    set { scale = newValue / 100 }
                }
            }
            let card = Card()
            card.doubleInset = 10
            Card.percent = 50
            """
        #expect(evaluated(statements, "[card.inset, Card.scale]") == "[5.0, 0.5]")
        #expect(headline("class A: UIView { var x: Int { 1 } }\nA().x = 2")
            == "scene.swiftlay:2:5: error: cannot assign to property: 'x' is a get-only property")
        #expect(headline("class A: UIView { var isHidden: Bool { didSet { } } }")
            == "scene.swiftlay:1:23: error: overriding declaration requires an 'override' keyword")
    }

    /// A computed override of a UIKit property with a setter takes the scene's writes; what it stores through `super`
    /// is what layout and drawing see. A get-only override would change what UIKit reads, and stays an error.
    @Test func computedOverridesOfUIKitPropertiesTakeTheScenesWrites() throws {
        let source = """
            final class ShoutingLabel: UILabel {
                override var text: String? {
                    get { super.text }
                    set { super.text = newValue?.uppercased() }
                }
            }
            let label = ShoutingLabel()
            label.text = "hello"
            label.text = (label.text ?? "") + "!"
            view.addSubview(label)
            label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            """
        let scene = try #require(loadScene(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "HELLO!")
        #expect(firstWarning("class A: UILabel {\n    override var text: String? { \"x\" }\n}")
            == "scene.swiftlay:2:18: warning: 'text' is overridden with a getter: the scene's code reads the "
                + "override, but layoutviz's UILabel keeps drawing and laying out with its own value")
        // UIKit's properties outside layout are known: overriding one is fine
        #expect(firstWarning("class B: UIView {\n    override var isUserInteractionEnabled: Bool { get { true } set {} }\n}")
            == nil)
        #expect(firstWarning("class C: UIView {\n    override var isHovered: Bool { get { true } set {} }\n}")
            == "scene.swiftlay:2:18: warning: unknown symbol 'UIView.isHovered': not declared in the "
                + "scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(headline("class P {}\nclass Q: P {\n    override var size: Int { 1 }\n}")
            == "scene.swiftlay:3:18: error: property does not override any property from its superclass")
    }

    @Test func aPropertysOwnObserverSetsItWithoutObservingAgain() {
        let statements = """
            var runs = 0
            class Recents: UIView {
                var items: [Int] = [] {
                    didSet {
                        runs += 1
                        if items.count > 2 { items = Array(items.prefix(2)) }
                    }
                }
            }
            let recents = Recents()
            recents.items = [1, 2, 3, 4]
            recents.items.append(9)
            """
        #expect(evaluated(statements, "[runs] + recents.items") == "[2, 1, 2]")
    }
}
