import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// SnapKit's protocol types written in annotations stand for the values conforming to them: an app's
/// `var safeArea: ConstraintBasicAttributesDSL` returns a guide's or a view's `snp`, a helper takes a
/// `ConstraintRelatableTarget` or `ConstraintInsetTarget`.
@Suite struct SnapKitProtocolTypesTests {
    @Test func aSafeAreaHelperReturnsAGuidesOrAViewsDSL() throws {
        let source = """
            extension UIView {
                var safeArea: ConstraintBasicAttributesDSL {
                    if #available(iOS 11.0, *) { return self.safeAreaLayoutGuide.snp }
                    return self.snp
                }
            }
            func pin(_ box: UIView, to target: ConstraintRelatableTarget, inset: ConstraintInsetTarget) {
                box.snp.makeConstraints { make in
                    make.top.equalTo(target).offset(10)
                    make.leading.trailing.equalToSuperview().inset(inset)
                    make.height.equalTo(5)
                }
            }
            let box = UIView()
            view.addSubview(box)
            pin(box, to: view.safeArea.top, inset: 8)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 8, 10, testSize.width - 16, 5)
    }
}
