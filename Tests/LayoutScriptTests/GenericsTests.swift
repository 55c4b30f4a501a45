import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Generic declarations run with their type parameters erased: a `T` holds any value.
@Suite struct GenericsTests {
    @Test func genericFunctionsAndClasses() {
        let statements = """
            func firstOf<T>(_ items: [T], or fallback: T) -> T { items.first ?? fallback }
            func make<V: UIView>(_ type: V.Type) -> V where V: AnyObject { type.init() }
            class Holder<Content: UIView>: UIView {
                let content: Content
                init(content: Content) {
                    self.content = content
                    super.init(frame: .zero)
                    addSubview(content)
                }
            }
            let holder = Holder<UILabel>(content: make(UILabel.self))
            let picked = firstOf([3, 4], or: 0) + firstOf([], or: 9)
            """
        #expect(evaluated(statements, "[picked, holder.subviews.count]") == "[12, 1]")
    }
}

/// Type aliases (at file level and inside types) and key paths used as functions.
@Suite struct TypeAliasesAndKeyPathsTests {
    @Test func aliasesNameTheirTypes() {
        let statements = """
            typealias Action = () -> Void
            typealias Box = UIView
            class Card: UIView {
                typealias Spacing = CGFloat
                let gap: Spacing = 7 / 2
            }
            var ran = false
            let action: Action = { ran = true }
            action()
            let box = Box()
            """
        #expect(evaluated(statements, "[ran, box is UIView, Card().gap == 3.5]") == "[true, true, true]")
        #expect(headline("typealias A = B\ntypealias B = A\nlet x: A = 1") == "scene.swiftlay:1:11: error: type alias 'A' references itself")
    }

    @Test func keyPathsAsFunctions() {
        let statements = """
            let labels = [UILabel(), UILabel()]
            labels[1].text = "b"
            let texts = labels.map(\\.text).compactMap { $0 }
            let widths = [UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 1))].map(\\UIView.frame.size.width)
            """
        #expect(evaluated(statements, "\"\\(texts) \\(widths)\"") == "[\"b\"] [30.0]")
    }
}
