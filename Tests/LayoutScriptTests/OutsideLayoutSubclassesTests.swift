import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// A scene class deriving from a UIKit class outside layout (a gesture recognizer, a refresh control) may call any
/// of its superclass's initializers.
@Suite struct OutsideLayoutSubclassesTests {
    @Test func aGestureRecognizerSubclassCallsItsSuperclassesInitializer() throws {
        let source = """
            class TagTap: UITapGestureRecognizer {
                var tag: Int?
                init(target: AnyObject, action: Selector, tag: Int? = nil) {
                    self.tag = tag
                    super.init(target: target, action: action)
                }
            }
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.addGestureRecognizer(TagTap(target: box, action: #selector(UIView.layoutSubviews), tag: 3))
            view.addSubview(box)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.count == 1)
        #expect(scene.warnings.isEmpty)
    }

    @Test func anNSObjectSubclassStillCallsOnlyInit() throws {
        let source = """
            class Model: NSObject {
                init(name: String) { super.init(name: name) }
            }
            let model = Model(name: "a")
            """
        #expect(headline(source)?.hasPrefix("scene.swiftlay:2:26: error: no exact matches in call to initializer of 'super'") == true)
    }
}
