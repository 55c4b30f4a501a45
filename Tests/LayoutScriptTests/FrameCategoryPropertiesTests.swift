import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Undeclared frame properties of views (`label.bottom`, `self.mj_w`) read and set the frame
/// (``Interpreter/frameCategoryMember(_:of:at:)``, ``FrameCategoryNames``).
@Suite struct FrameCategoryPropertiesTests {
    @Test func namesReadAsPartsOfTheFrame() {
        #expect(FrameCategoryNames.part(of: "mj_w") == .width)
        #expect(FrameCategoryNames.part(of: "zz_height") == .height)
        #expect(FrameCategoryNames.part(of: "bottom") == .bottom)
        #expect(FrameCategoryNames.part(of: "centerX") == .centerX)
        #expect(FrameCategoryNames.part(of: "topView") == nil)
        #expect(FrameCategoryNames.part(of: "MJ_w") == nil)
        #expect(FrameCategoryNames.part(of: "_w") == nil)
        #expect(FrameCategoryNames.part(of: "cs_max_X") == .right)
        #expect(FrameCategoryNames.part(of: "cs_max_Y") == .bottom)
        #expect(FrameCategoryNames.part(of: "ct_CenterY") == .centerY)
        #expect(FrameCategoryNames.part(of: "cs_max_Z") == nil)
        #expect(FrameCategoryNames.part(of: "Max_X") == nil)
    }

    @Test func framePartsAreReadAndSetAsTheFrame() throws {
        let source = """
            class Banner: UIView {
                let title = UILabel()
                let line = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.frame = CGRect(x: 16, y: 20, width: 200, height: 30)
                    addSubview(title)
                    addSubview(line)
                    line.x = title.left
                    line.y = title.bottom + 8
                    line.mj_w = self.width - 32
                    line.height = 1
                    line.centerX = UIScreen.width / 2
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source, fileName: "Banner.swift"))
        expectFrame(frame("line", in: result), 187.5 - 343.0 / 2, 58, 343, 1)
        let warnings = scene.warnings.map(\.headline)
        #expect(warnings.contains(
            "Banner.swift:9:14: warning: 'UIView.x' is not declared: read as its frame's x, as a frame category of UIView does"))
        #expect(warnings.contains(
            "Banner.swift:13:33: warning: 'UIScreen.width' is not declared: read as the screen's width, as an extension of UIScreen does"))
        #expect(warnings.filter { $0.contains("'UIView.x'") }.count == 1)
    }

    @Test func anAnchorUseReadsTheAnchor() throws {
        let source = """
            class Stack: UIView {
                let a = UIView()
                let b = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [a, b].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                    NSLayoutConstraint.activate([
                        a.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        a.leadingAnchor.constraint(equalTo: leadingAnchor),
                        a.widthAnchor.constraint(equalToConstant: 50),
                        a.heightAnchor.constraint(equalToConstant: 50),
                        b.top.constraint(equalTo: a.bottom, constant: 8),
                        b.leftAnchor.constraint(greaterThanOrEqualTo: a.left),
                        b.widthAnchor.constraint(equalToConstant: 50),
                        b.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source, fileName: "Stack.swift"))
        expectFrame(frame("b", in: result), 0, 68, 50, 50)
        #expect(scene.warnings.map(\.headline).contains(
            "Stack.swift:12:15: warning: 'UIView.top' is not declared: read as its topAnchor, as an extension aliasing UIView's anchors does"))
        let allLaidOut = scene.coverage.statements.allSatisfy { $0.isLaidOut }
        #expect(allLaidOut)
    }
}
