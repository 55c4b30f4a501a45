import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Structs with stored properties: memberwise and declared initializers, methods, `mutating`, computed properties
/// and observers, and value semantics (assignment copies).
@Suite struct StructsTests {
    static let point = """
        struct Point: Equatable {
            var x: CGFloat
            var y: CGFloat = 0
            let label = "p"
            var length: CGFloat {
                get { (x * x + y * y).squareRoot() }
            }
            func moved(by dx: CGFloat) -> Point { Point(x: x + dx, y: y) }
            mutating func scale(_ factor: CGFloat) {
                x *= factor
                self.y = y * factor
            }
        }
        """

    @Test func memberwiseInitializerMethodsAndCopies() {
        let statements = Self.point + """

            var a = Point(x: 3, y: 4)
            var b = a
            b.x = 10
            a.scale(2)
            let c = Point(x: 1).moved(by: 2)
            """
        #expect(evaluated(statements, "[a.x, a.y, b.x, b.y, a.length, c.x, c.y]") == "[6.0, 8.0, 10.0, 4.0, 10.0, 3.0, 0.0]")
        #expect(evaluated(statements, "\"\\(c)\"") == "Point(x: 3.0, y: 0.0, label: \"p\")")
        #expect(evaluated(statements, "a == Point(x: 6, y: 8) && a != b") == "true")
    }

    @Test func declaredInitializersAndNestedMutation() {
        let statements = """
            struct Insets {
                var top: CGFloat
                var sides: CGFloat
                init(all: CGFloat) {
                    top = all
                    self.sides = all / 2
                }
            }
            struct Style {
                var insets = Insets(all: 8)
                var color: UIColor = .red
            }
            var style = Style()
            style.insets.top += 1
            let copy = style
            style.insets.sides = 0
            """
        #expect(evaluated(statements, "[style.insets.top, style.insets.sides, copy.insets.sides]") == "[9.0, 0.0, 4.0]")
    }

    @Test func structsHoldViewsAndNameThem() {
        let statements = """
            struct Row {
                let title = UILabel()
                var height: CGFloat = 44
            }
            let row = Row(height: 60)
            view.addSubview(row.title)
            """
        #expect(evaluated(statements, "[row.height, CGFloat(view.subviews.count)]") == "[60.0, 2.0]")
    }

    @Test func misuseIsAnErrorAtItsPosition() {
        #expect(headline(Self.point + "\nlet p = Point(x: 1)\np.x = 2")
            == "scene.swiftlay:15:1: error: cannot assign to value: 'p' is a 'let' constant")
        #expect(headline(Self.point + "\nlet p = Point(y: 1)")
            == "scene.swiftlay:14:9: error: incorrect argument label in call (have 'y:', expected 'x:y:')")
        #expect(headline("struct S {\n    var n = 0\n    func bump() { n += 1 }\n}\nS().bump()")
            == "scene.swiftlay:3:19: error: cannot assign to property: 'self' is immutable (mark the method 'mutating')")
        #expect(headline("struct S {\n    let n: Int\n    init() { }\n}\nlet s = S()")
            == "scene.swiftlay:3:5: error: return from initializer without initializing all stored properties ('n')")
        #expect(headline(Self.point + "\nvar p = Point(x: 1)\np.label = \"q\"")
            == "scene.swiftlay:15:3: error: cannot assign to property: 'label' is a 'let' constant")
    }

    @Test func letPropertiesTakeTheirValueInAnInitializer() {
        let declarations = """
            struct Style {
                let font: UIFont
                let size: CGFloat
                let range: (low: Int, high: Int)
                init(size: CGFloat = 17) {
                    self.font = .systemFont(ofSize: size)
                    self.size = size
                    range.low = 1
                    self.range.high = 9
                }
                func font(scaledBy factor: CGFloat) -> UIFont { .systemFont(ofSize: size * factor) }
            }
            let style = Style(size: 12)
            """
        #expect(evaluated(declarations, #""\(style.size) \(style.font(scaledBy: 2).pointSize) \(style.range.high)""#)
            == "12.0 24.0 9")
        #expect(headline("struct S {\n    let n = 1\n    init() { self.n = 2 }\n}\nlet s = S()")
            == "scene.swiftlay:3:19: error: cannot assign to property: 'n' is a 'let' constant")
    }
}

extension StructsTests {
    /// A stored property and a method of the same base name: `font` is the property, `font(scale:)` the method.
    @Test func aStoredPropertyWinsOverAMethodOfTheSameBaseName() throws {
        let source = """
            struct TextStyle {
                let font: UIFont
                let size: CGFloat
                init(size: CGFloat) {
                    self.font = .systemFont(ofSize: size)
                    self.size = size
                }
                func font(scale: CGFloat) -> UIFont {
                    return font.withSize(size * scale)
                }
            }
            let label = UILabel()
            label.text = "Hi"
            label.font = TextStyle(size: 10).font(scale: 2)
            view.addSubview(label)
            label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.font.pointSize == 20)
    }
}
