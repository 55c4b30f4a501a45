import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Scene classes may derive from `UIControl`, `UIButton`, `UITextField`, `UITextView` and
/// `UIImageView`: the instance is that
/// UIKit class, with its own sizes and look, plus the subclass's code.
@Suite struct ControlSubclassesTests {
    @Test func subclassesAreTheirUIKitClass() throws {
        let source = """
            class PillButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Start", for: .normal)
                    layer.cornerRadius = 8
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class InsetField: UITextField {
                var inset: CGFloat = 4
            }
            class Avatar: UIImageView {}
            class Notes: UITextView {
                init() { super.init(frame: .zero, textContainer: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Toggle: UIControl {
                override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
            }
            let start = PillButton()
            let field = InsetField()
            let avatar = Avatar()
            let toggle = Toggle()
            let notes = Notes()
            for item in [start, field, avatar, toggle, notes] as [UIView] { view.addSubview(item) }
            toggle.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            start.snp.makeConstraints { make in make.top.equalTo(toggle.snp.bottom); make.leading.equalToSuperview() }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        let views = scene.canvas.subviews
        let button = try #require(views[0] as? Button)
        #expect(button.buttonType == .custom)
        #expect(button.title(for: .normal) == "Start")
        #expect(views[1] is TextField)
        #expect(views[2] is ImageView)
        #expect(type(of: views[3]) != Control.self && views[3] is Control)
        #expect(views[4] is TextView)
        expectFrame(frame("toggle", in: result), 0, 0, 51, 31)
        #expect(frame("start", in: result)?.minY == 31)
    }
}
