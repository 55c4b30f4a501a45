import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// The plural `addSubviews`/`addArrangedSubviews` helpers apps declare elsewhere are built in, recognised by their
/// name (``Interpreter/addSubviews(_:_:_:in:at:)``).
@Suite struct AddSubviewsTests {
    @Test func anyCaseAndOneLetterOffOfThePluralAddsEachView() throws {
        let source = """
            let stack = UIStackView()
            let icon = UIView()
            let title = UILabel()
            let badge = UIView()
            stack.addArrangeSubViews(icon, title)
            stack.addArrangedSubviews([badge])
            let card = UIView()
            card.addSubViews(stack)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        let stack = try #require(scene.canvas.subviews.first?.subviews.first as? StackView)
        #expect(stack.arrangedSubviews.map { $0 is Label } == [false, true, false])
    }

    @Test func anotherNameOrALabelledCallIsNotTheHelper() throws {
        let source = """
            let card = UIView()
            let icon = UIView()
            card.addSubviewsAnimated(icon)
            card.addSubviews(icon, animated: true)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
    }
}
