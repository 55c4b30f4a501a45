import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Layout anchors from a scene file: every anchor of views and guides, the `constraint(…)` family, activation by
/// `isActive`, `NSLayoutConstraint.activate` and `addConstraint`, priorities, anchors mixed with SnapKit, UIKit's
/// conflict when `translatesAutoresizingMaskIntoConstraints` stays on, and swiftc's error for mixed axes.
@Suite struct LayoutAnchorsTests {
    private let card = """
        let canvas = Canvas(width: 375, height: 300)
        let avatar = UIView()
        let title = UILabel()
        let body = UIView()
        let footer = UIView()
        for view in [avatar, title, body, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(view)
        }
        title.text = "Hello"

        """

    @Test func anchorsRelateEdgesCentresAndDimensions() throws {
        guard let (scene, result) = layOut(card + """
            NSLayoutConstraint.activate([
                avatar.topAnchor.constraint(equalTo: canvas.safeAreaLayoutGuide.topAnchor, constant: 8),
                avatar.leadingAnchor.constraint(equalTo: canvas.layoutMarginsGuide.leadingAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 0.5),
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: canvas.trailingAnchor, constant: -16),
            ])
            body.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 10).isActive = true
            body.leftAnchor.constraint(equalTo: canvas.leftAnchor).isActive = true
            body.widthAnchor.constraint(equalTo: canvas.widthAnchor, multiplier: 0.5, constant: 10).isActive = true
            body.heightAnchor.constraint(greaterThanOrEqualToConstant: 30).isActive = true
            body.heightAnchor.constraint(lessThanOrEqualToConstant: 30).isActive = true
            footer.centerXAnchor.constraint(equalTo: canvas.centerXAnchor).isActive = true
            footer.bottomAnchor.constraint(equalTo: canvas.bottomAnchor).isActive = true
            footer.widthAnchor.constraint(lessThanOrEqualTo: body.widthAnchor, multiplier: 2, constant: -100).isActive = true
            footer.widthAnchor.constraint(greaterThanOrEqualTo: body.widthAnchor, multiplier: 2, constant: -100).isActive = true
            footer.heightAnchor.constraint(equalTo: body.heightAnchor).isActive = true
            footer.rightAnchor.constraint(lessThanOrEqualTo: canvas.rightAnchor).isActive = true
            """) else { return }
        #expect(scene.warnings.isEmpty)
        #expect(result.conflicts.isEmpty)
        expectFrame(frame("avatar", in: result), 8, 8, 40, 20)
        expectFrame(frame("title", in: result), 60, 7.5, 43, 21)
        expectFrame(frame("body", in: result), 0, 38, 197.5, 30)
        expectFrame(frame("footer", in: result), 40, 270, 295, 30)
    }

    @Test func compiledAnchorsMakeTheSameConstraints() throws {
        let scene = try #require(loadScene("""
            let canvas = Canvas(width: 200, height: 100)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: canvas.layoutMarginsGuide.topAnchor),
                box.centerXAnchor.constraint(equalTo: canvas.centerXAnchor, constant: 5),
                box.widthAnchor.constraint(lessThanOrEqualTo: canvas.widthAnchor, multiplier: 0.5, constant: 2),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 9),
            ])
            """))
        let canvas = Canvas(width: 200, height: 100)
        let box = View()
        box.name = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        canvas.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: canvas.layoutMarginsGuide.topAnchor),
            box.centerXAnchor.constraint(equalTo: canvas.centerXAnchor, constant: 5),
            box.widthAnchor.constraint(lessThanOrEqualTo: canvas.widthAnchor, multiplier: 0.5, constant: 2),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 9),
        ])
        #expect(constraintTexts(of: scene.canvas) == constraintTexts(of: canvas))
        #expect(constraintTexts(of: canvas) == [
            "<LayoutConstraint UIView:box.top == UILayoutGuide:root.layoutMarginsGuide.top>",
            "<LayoutConstraint UIView:box.centerX == UIView:root.centerX + 5.0>",
            "<LayoutConstraint UIView:box.width <= UIView:root.width * 0.5 + 2.0>",
            "<LayoutConstraint UIView:box.height >= 9.0>",
        ])
    }

    @Test func systemSpacingIsTheStandardGapTimesTheMultiplier() throws {
        guard let (scene, result) = layOut(card + """
            NSLayoutConstraint.activate([
                avatar.topAnchor.constraint(equalTo: canvas.topAnchor),
                avatar.leadingAnchor.constraint(equalTo: canvas.leadingAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalToConstant: 40),
                body.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2),
                body.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
                body.widthAnchor.constraint(equalToConstant: 10),
                body.heightAnchor.constraint(equalToConstant: 10),
                footer.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: body.bottomAnchor, multiplier: 1),
                footer.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: body.bottomAnchor, multiplier: 1),
                footer.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: canvas.leadingAnchor, multiplier: 3),
                footer.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: canvas.leadingAnchor, multiplier: 3),
                footer.widthAnchor.constraint(equalToConstant: 10),
                footer.heightAnchor.constraint(equalToConstant: 10),
            ])
            """) else { return }
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("body", in: result), 48, 56, 10, 10)
        expectFrame(frame("footer", in: result), 24, 74, 10, 10)
        #expect(SystemSpacing.standard == 8)
    }

    @Test func anchorConstraintsStartInactiveAndNameTheirCall() {
        #expect(evaluated("""
            let box = UIView()
            view.addSubview(box)
            let top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 4)
            let before = top.isActive
            top.isActive = true
            let text = "\\(before) \\(top.isActive) \\(top.description) \\(box.topAnchor.description)"
            """, "text")
            == "false true <LayoutConstraint@scene.swiftlay#5 UIView:box.top == UIView:view.top + 4.0> UIView:box.top")
    }

    @Test func anchorsMixWithSnapKitAndPriorities() throws {
        guard let (_, result) = layOut(card + """
            avatar.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(20)
                make.size.equalTo(30)
            }
            body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 5).isActive = true
            body.leadingAnchor.constraint(equalTo: avatar.leadingAnchor).isActive = true
            let wide = body.widthAnchor.constraint(equalToConstant: 500)
            wide.priority = .defaultHigh
            wide.isActive = true
            let narrow = body.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
            narrow.priority = UILayoutPriority(rawValue: 999)
            narrow.isActive = true
            body.heightAnchor.constraint(equalToConstant: 10).isActive = true
            footer.snp.makeConstraints { make in
                make.top.equalTo(body.snp.bottom).offset(1)
                make.leading.trailing.equalTo(body)
                make.height.equalTo(2)
            }
            """) else { return }
        #expect(result.conflicts.isEmpty)
        expectFrame(frame("avatar", in: result), 20, 20, 30, 30)
        expectFrame(frame("body", in: result), 20, 55, 100, 10)
        expectFrame(frame("footer", in: result), 20, 66, 100, 2)
    }

    @Test func autoresizingLeftOnConflictsAsInUIKit() throws {
        guard let (_, result) = layOut("""
            let canvas = Canvas(width: 300, height: 200)
            let box = UIView()
            canvas.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 50).isActive = true
            """) else { return }
        #expect(result.conflicts.map { $0.constraints.map(\.description) } == [[
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:box.width == 0.0>",
            "<LayoutConstraint@scene.swiftlay#4 UIView:box.width == 50.0>",
        ]])
        expectFrame(frame("box", in: result), 0, 0, 0, 0)
    }

    @Test func olderConstraintAPIOnViews() throws {
        guard let (scene, result) = layOut(card + """
            canvas.addConstraint(NSLayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: canvas,
                                                    attribute: .top, multiplier: 1, constant: 3))
            canvas.addConstraints([
                NSLayoutConstraint(item: avatar, attribute: .left, relatedBy: .equal, toItem: canvas, attribute: .left,
                                   multiplier: 1, constant: 4),
                                avatar.heightAnchor.constraint(equalTo: canvas.heightAnchor, multiplier: 0.1),
                avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
            ])
            let extra = avatar.widthAnchor.constraint(equalToConstant: 99)
            canvas.addConstraint(extra)
            canvas.removeConstraint(extra)
            title.text = "\\(canvas.constraints.count) \\(avatar.constraints.count) \\(extra.isActive)"
            """) else { return }
        #expect(result.conflicts.isEmpty)
        expectFrame(frame("avatar", in: result), 4, 3, 30, 30)
        #expect((scene.canvas.subviews[1] as? Label)?.text == "3 1 false")
    }

    @Test func baselineAnchorsAreViewsOnly() throws {
        guard let (_, result) = layOut(card + """
            title.firstBaselineAnchor.constraint(equalTo: canvas.topAnchor, constant: 40).isActive = true
            title.leadingAnchor.constraint(equalTo: canvas.leadingAnchor).isActive = true
            body.topAnchor.constraint(equalTo: title.lastBaselineAnchor).isActive = true
            body.leadingAnchor.constraint(equalTo: canvas.leadingAnchor).isActive = true
            body.widthAnchor.constraint(equalToConstant: 10).isActive = true
            body.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """) else { return }
        // the label's height rounds up to 21 points and centres its 20.4-point line: the baseline is 15.6 down
        expectFrame(frame("title", in: result), 0, 40 - 15.6, 43, 21)
        expectFrame(frame("body", in: result), 0, 40, 10, 10)
        let guideScene = try #require(loadScene("""
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            let top = guide.firstBaselineAnchor
            """))
        #expect(guideScene.warnings.map(\.headline) == [
            "scene.swiftlay:3:17: warning: unknown symbol 'UILayoutGuide.firstBaselineAnchor': not declared in the "
                + "scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
    }

    @Test func mixedAxesAreSwiftcsError() {
        #expect(headline("""
            let canvas = Canvas(width: 300, height: 200)
            let box = UIView()
            canvas.addSubview(box)
            box.topAnchor.constraint(equalTo: canvas.leadingAnchor).isActive = true
            """) == "scene.swiftlay:4:35: error: cannot convert value of type 'NSLayoutXAxisAnchor' to expected "
            + "argument type 'NSLayoutYAxisAnchor'")
        #expect(headline("""
            let box = UIView()
            box.widthAnchor.constraint(equalTo: box.topAnchor, multiplier: 2).isActive = true
            """) == "scene.swiftlay:2:37: error: cannot convert value of type 'NSLayoutYAxisAnchor' to expected "
            + "argument type 'NSLayoutDimension'")
    }

    @Test func theDeprecatedTopLayoutGuideIsAnItem() throws {
        let source = """
            class ScannerViewController: UIViewController {
                let overlay = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(overlay)
                    overlay.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        NSLayoutConstraint(item: overlay, attribute: .top, relatedBy: .equal, toItem: topLayoutGuide,
                                           attribute: .bottom, multiplier: 1, constant: 10),
                        overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        overlay.widthAnchor.constraint(equalToConstant: 100),
                        overlay.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        // the guide ends at the safe area's top, 0 for a controller drawn on its own at this size
        expectFrame(frame("overlay", in: result), 0, 10, 100, 30)
    }
}
