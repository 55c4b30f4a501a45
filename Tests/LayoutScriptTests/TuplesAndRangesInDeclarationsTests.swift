import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Stored properties declared as a tuple of names (`var (h, m) = (0, 0)`), one-sided ranges (`40...`, `..<10`)
/// and array initializers of nested types (`[[String: Double]]()`).
@Suite struct TuplesAndRangesInDeclarationsTests {
    @Test func tuplePropertiesAndNestedArrayInitializers() throws {
        let source = """
            class Clock: UIView {
                var (hours, minutes): (Int, CGFloat) = (3, 45)
                let (title, subtitle) = ("Now", "later")
                var lessons = [[String: Double]]()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    lessons.append(["math": 1.5])
                    minutes += 0.5
                    let label = UILabel()
                    label.text = "\\(title) \\(hours):\\(minutes) \\(lessons.count)"
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let scene = try #require(loadScene(source))
        let clock = try #require(scene.canvas.subviews.first)
        #expect((clock.subviews.first as? Label)?.text == "Now 3:45.5 1")
        #expect(headline("class A: UIView {\n    var (a, _) = pair()\n}") == "scene.swiftlay:2:9: error: only simple names "
                    + "and tuples of names can be declared as properties in scene files")
    }

    @Test func aTuplePropertyFromAnyValueGivesEachNameItsElementOfOneValue() throws {
        let source = """
            func field(title: String) -> (UIView, UILabel) {
                let box = UIView(), label = UILabel()
                label.text = title
                box.addSubview(label)
                return (box, label)
            }
            final class Login: UIView {
                private var (codeView, codeLabel) = field(title: "Code")
                private let (phoneView, phoneButton) = InputFieldView.phoneField(text: "Phone")
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(codeView)
                    codeView.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(100) }
                    codeLabel.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    addSubview(phoneView)
                    phoneView.snp.makeConstraints { make in make.top.equalTo(codeView.snp.bottom); make.size.equalTo(50) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("codeLabel", in: result), 0, 0, 100, 100)
        #expect(frame("phoneView", in: result)?.origin == CGPoint(x: 0, y: 100))
        #expect(scene.coverage.percent == 100)
    }

    @Test func oneSidedRangesMatchAsSwiftsPartialRanges() throws {
        let source = """
            func bucket(_ value: Int) -> String {
                switch value {
                case ..<10: return "low"
                case 40...: return "high"
                default: return "mid"
                }
            }
            func size(_ value: CGFloat) -> String {
                switch value {
                case ...0.5: return "small"
                default: return "large"
                }
            }
            let label = UILabel()
            label.text = [bucket(-3), bucket(10), bucket(40), bucket(99), size(0.5), size(0.6)].joined(separator: " ")
            view.addSubview(label)
            var firstThree: [Int] = []
            for i in 7... {
                if firstThree.count == 3 { break }
                firstThree.append(i)
            }
            label.accessibilityIdentifier = "\\(firstThree)"
            """
        let scene = try #require(loadScene(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "low mid high high small large")
        #expect(label.name == "[7, 8, 9]")
    }

    @Test func aTuplePropertyIsInitializedElementByElement() {
        let declarations = """
            final class Login: UIViewController {
                private var client: (id: String, redirectUri: String)
                private let size: (width: CGFloat, height: CGFloat)
                init(id: String, uri: String) {
                    self.client.id = id
                    client.redirectUri = uri
                    size.width = 10
                    self.size.height = 20
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                var text: String { "\\(client.id) \\(client.redirectUri) \\(size.width * size.height)" }
            }
            """
        #expect(evaluated(declarations, "Login(id: \"app\", uri: \"x://back\").text") == "app x://back 200.0")
        #expect(headline("""
            final class Login: UIViewController {
                private var client: (id: String, redirectUri: String)
                init() {
                    let id = client.id
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """) == "scene.swiftlay:4:18: error: property 'client' used before being initialized")
    }

    @Test func tupleElementsAreAssignedByLabelAndPosition() {
        #expect(evaluated("var t = (a: 1, b: 2.5)\nt.a = 5\nt.1 += 1", #""\(t.a) \(t.b)""#) == "5 3.5")
        #expect(headline("var t = (a: 1, b: 2)\nt.c = 3") == "scene.swiftlay:2:3: error: value of tuple type '(Int, Int)' has no member 'c'")
    }
}

/// A tuple converted to a tuple type takes the type's labels, as Swift gives them: a function declared
/// `-> (width: CGFloat, height: CGFloat)` returning `(a, b)`, a constant declared `(x: Int, y: Int)`.
@Suite struct TupleTypeLabelsTests {
    @Test func anUnlabelledTupleTakesTheDeclaredLabels() {
        let statements = """
            func size() -> (width: CGFloat, height: CGFloat) {
                let side: CGFloat = 10
                return (side, 20)
            }
            let point: (x: Int, y: Int) = (1, 2)
            let area = size().width * size().height
            """
        #expect(evaluated(statements, #""\(area) \(point.x + point.y) \(size())""#) == "200.0 3 (width: 10.0, height: 20.0)")
    }

    @Test func anUnlabelledTupleTypeDropsTheLabels() throws {
        let scene = try #require(loadScene("let pair: (Int, Int) = (x: 1, y: 2)\nlet x = pair.x\nview.backgroundColor = .white"))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:14: warning: unknown symbol '(Int, Int).x': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }
}
