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
