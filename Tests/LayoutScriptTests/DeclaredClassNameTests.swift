import Foundation
import LayoutEngine
@testable import LayoutScript
import LayoutScene
import Testing

/// Constraint descriptions name a view of a class the scene declares by that class, as compiled code would.
@Suite struct DeclaredClassNameTests {
    @Test func descriptionsUseTheDeclaredClassName() throws {
        let source = """
            class CardView: UIView {}
            let canvas = Canvas(width: 100, height: 100)
            let card = CardView()
            canvas.addSubview(card)
            card.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.size.equalTo(10)
            }

            """
        let scene = try SceneScript.load(source: source, fileName: "card.swiftlay",
                                         defaultSize: CGSize(width: 100, height: 100))
        scene.canvas.layout()
        let card = try #require(scene.canvas.subviews.first)
        let descriptions = card.allActiveLayoutConstraints().map(\.description)
        #expect(descriptions.first == "<LayoutConstraint@card.swiftlay#6 CardView:card.left == UIView:root.left>")
    }
}
