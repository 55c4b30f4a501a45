import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

@Suite struct SmokeTests {
    @Test func implicitRootWithConstraints() {
        let source = """
        import UIKit
        import SnapKit

        let box = UIView()
        box.backgroundColor = .green
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        """
        guard let (scene, result) = layOut(source) else { return }
        #expect(scene.root == .implicitView)
        expectFrame(frame("box", in: result), 20, 20, 100, 50)
    }
}
