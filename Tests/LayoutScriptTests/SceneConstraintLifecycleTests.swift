import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The constraint lifecycle and the `Constraint` API from a scene file: prepare, make, update, remake, remove on
/// views, guides and arrays; `.constraint`, `activate()`, `deactivate()`, `isActive`, the `update(…)` calls;
/// distribution; the deprecated layout guides; `NSLayoutConstraint` itself.
@Suite struct SceneConstraintLifecycleTests {
    private let box = """
        let canvas = Canvas(width: 300, height: 300)
        let box = UIView()
        canvas.addSubview(box)

        """

    @Test func keptConstraintUpdatesItsOffset() {
        guard let (_, result) = layOut(box + """
            var top: Constraint?
            box.snp.makeConstraints { make in
                top = make.top.equalToSuperview().offset(20).constraint
                make.left.equalToSuperview()
                make.size.equalTo(50)
            }
            top?.update(offset: 40)
            """) else { return }
        expectFrame(frame("box", in: result), 0, 40, 50, 50)
    }

    @Test func updateInsetTakesNumbersAndBothKindsOfInsets() {
        guard let (_, result) = layOut(box + """
            let edges = box.snp.makeConstraints { make in make.edges.equalToSuperview() }
            edges[0].update(inset: 10)
            let other = UIView()
            canvas.addSubview(other)
            let otherEdges = other.snp.makeConstraints { make in make.edges.equalToSuperview() }
            otherEdges.first!.update(inset: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            let third = UIView()
            canvas.addSubview(third)
            let thirdEdges = third.snp.makeConstraints { make in make.directionalEdges.equalToSuperview() }
            thirdEdges[0].update(inset: NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
            """) else { return }
        expectFrame(frame("box", in: result), 10, 10, 280, 280)
        expectFrame(frame("other", in: result), 2, 1, 294, 296)
        expectFrame(frame("third", in: result), 6, 5, 286, 288)
    }

    @Test func sizeAndCenterOffsetsUpdate() {
        guard let (_, result) = layOut(box + """
            let made = box.snp.makeConstraints { make in
                make.size.equalToSuperview()
                make.center.equalToSuperview()
            }
            made[0].update(sizeOffset: CGSize(width: -100, height: -200))
            made[1].update(centerOffset: CGPoint(x: 10, y: 20))
            """) else { return }
        expectFrame(frame("box", in: result), 60, 120, 200, 100)
    }

    @Test func activateDeactivateAndIsActive() {
        guard let (scene, result) = layOut(box + """
            var wide: Constraint?
            var narrow: Constraint?
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(10)
                wide = make.width.equalTo(200).constraint
            }
            box.snp.prepareConstraints { make in
                narrow = make.width.equalTo(20).constraint
            }
            wide!.deactivate()
            narrow!.activate()
            let states = [wide!.isActive, narrow!.isActive]
            wide!.isActive = true
            wide!.isActive = false
            box.tag = narrow!.layoutConstraints.count
            """) else { return }
        expectFrame(frame("box", in: result), 0, 0, 20, 10)
        #expect(scene.canvas.subviews[0].tag == 1)
    }

    @Test func updatePriorityOnAnOptionalConstraint() {
        guard let (_, result) = layOut(box + """
            var preferred: Constraint?
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(10)
                make.width.equalTo(100).priority(.medium)
                preferred = make.width.equalTo(60).priority(.low).constraint
            }
            preferred?.update(priority: .high)
            """) else { return }
        expectFrame(frame("box", in: result), 0, 0, 60, 10)
    }

    @Test func remakeUpdateAndRemove() {
        guard let (_, result) = layOut(box + """
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.size.equalTo(40)
            }
            box.snp.updateConstraints { make in make.size.equalTo(60) }
            let other = UIView()
            canvas.addSubview(other)
            other.snp.makeConstraints { make in make.edges.equalToSuperview() }
            other.snp.remakeConstraints { make in
                make.right.bottom.equalToSuperview()
                make.size.equalTo(30)
            }
            let gone = UIView()
            canvas.addSubview(gone)
            gone.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
            gone.snp.makeConstraints { make in make.edges.equalToSuperview() }
            gone.snp.removeConstraints()
            """) else { return }
        expectFrame(frame("box", in: result), 0, 0, 60, 60)
        expectFrame(frame("other", in: result), 270, 270, 30, 30)
        #expect(frame("gone", in: result)?.width != 300)
    }

    @Test func guidesAndArraysHaveTheLifecycleToo() {
        guard let (_, result) = layOut(box + """
            let column = UILayoutGuide()
            canvas.addLayoutGuide(column)
            column.snp.makeConstraints { make in make.edges.equalToSuperview().inset(50) }
            column.snp.updateConstraints { make in make.edges.equalToSuperview().inset(40) }
            box.snp.makeConstraints { make in make.edges.equalTo(column) }
            let a = UIView()
            let b = UIView()
            canvas.addSubview(a)
            canvas.addSubview(b)
            [a, b].snp.makeConstraints { make in
                make.size.equalTo(10)
                make.top.equalToSuperview()
            }
            [a, b].snp.remakeConstraints { make in
                make.size.equalTo(12)
                make.bottom.equalToSuperview()
            }
            [a, b].snp.updateConstraints { make in make.size.equalTo(14) }
            a.snp.makeConstraints { make in make.left.equalToSuperview() }
            b.snp.makeConstraints { make in make.right.equalToSuperview() }
            """) else { return }
        expectFrame(frame("box", in: result), 40, 40, 220, 220)
        expectFrame(frame("a", in: result), 0, 286, 14, 14)
        expectFrame(frame("b", in: result), 286, 286, 14, 14)
    }

    @Test func distributionBothWays() {
        guard let (_, result) = layOut(box + """
            let a = UIView(), b = UIView(), c = UIView()
            [a, b, c].forEach { canvas.addSubview($0) }
            [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
            [a, b, c].snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.height.equalTo(10)
            }
            let d = UIView(), e = UIView(), f = UIView()
            [d, e, f].forEach(canvas.addSubview)
            [d, e, f].snp.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 60)
            [d, e, f].snp.makeConstraints { make in
                make.left.equalToSuperview()
                make.width.equalTo(10)
            }
            """) else { return }
        expectFrame(frame("a", in: result), 20, 0, 80, 10)
        expectFrame(frame("c", in: result), 200, 0, 80, 10)
        expectFrame(frame("d", in: result), 0, 30, 10, 30)
        expectFrame(frame("f", in: result), 0, 210, 10, 30)
    }

    @Test func deprecatedLayoutGuidesOfAController() {
        guard let (_, result) = layOut("""
            class Screen: UIViewController {
                let header = UIView()
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    view.addSubview(footer)
                    header.snp.makeConstraints { make in
                        make.top.equalTo(topLayoutGuide.snp.bottom)
                        make.left.right.equalToSuperview()
                        make.height.equalTo(44)
                    }
                    footer.snp.makeConstraints { make in
                        make.bottom.equalTo(bottomLayoutGuide.snp.top)
                        make.left.right.equalToSuperview()
                        make.height.equalTo(50)
                    }
                }
            }
            """) else { return }
        expectFrame(frame("header", in: result), 0, 0, 375, 44)
        expectFrame(frame("footer", in: result), 0, 617, 375, 50)
    }

    @Test func deprecatedLayoutGuidesHaveTheirThreeAnchors() {
        guard let (_, result) = layOut("""
            class Screen: UIViewController {
                let button = UIButton()
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for item in [button, banner] {
                        item.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(item)
                    }
                    button.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 12).isActive = true
                    button.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                    button.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    button.heightAnchor.constraint(equalTo: bottomLayoutGuide.heightAnchor, constant: 44).isActive = true
                    banner.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
                    banner.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                    banner.widthAnchor.constraint(equalToConstant: 80).isActive = true
                    banner.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor, constant: 20).isActive = true
                }
            }
            """) else { return }
        expectFrame(frame("button", in: result), 0, 12, 100, 44)
        expectFrame(frame("banner", in: result), 0, 647, 80, 20)
    }

    @Test func layoutConstraintsDirectly() {
        guard let (_, result) = layOut(box + """
            box.translatesAutoresizingMaskIntoConstraints = false
            let width = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 70)
            let height = LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box,
                                          attribute: .width, multiplier: 0.5, constant: 0)
            let left = NSLayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: canvas,
                                          attribute: .left, multiplier: 1, constant: 3)
            let top = NSLayoutConstraint(item: box, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: canvas,
                                         attribute: .top, multiplier: 1, constant: 4)
            NSLayoutConstraint.activate([width, height, left])
            top.isActive = true
            width.constant = 80
            width.identifier = "boxWidth"
            """) else { return }
        expectFrame(frame("box", in: result), 3, 4, 80, 40)
    }

    @Test func deprecatedConstraintCalls() {
        guard let (scene, result) = layOut(box + """
            var width: Constraint?
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(10)
                width = make.width.equalTo(10).constraint
            }
            width?.uninstall()
            width?.install()
            width?.updateOffset(amount: 30)
            width?.updatePriorityHigh()
            """) else { return }
        expectFrame(frame("box", in: result), 0, 0, 30, 10)
        #expect(result.diagnostics.map(\.message) == ["Must be implemented by Concrete subclass."])
        #expect(result.diagnostics.first?.location?.description == "scene.swiftlay:13:26")
        _ = scene
    }
}
