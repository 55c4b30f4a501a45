import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app's helper on a constraint, in a file not given, stands for the constraint it is called on
/// (``Interpreter/constraintThroughUndeclaredHelper(_:_:_:_:in:at:)``).
@Suite struct UnknownConstraintHelpersTests {
    private let card = """
        let avatar = UIView()
        view.addSubview(avatar)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            avatar.widthAnchor.constraint(equalToConstant: 40).withPriority(.defaultHigh),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).priority(.required - 1),
        ])
        """

    @Test func theHelpersValueIsTheConstraintWithItsPriority() throws {
        let (scene, result) = try #require(layOut(card))
        expectFrame(frame("avatar", in: result), 8, 8, 40, 40)
        let priorities = scene.canvas.subviews.first?.constraints.map(\.priority.rawValue).sorted()
        #expect(priorities == [750, 999])
    }

    @Test func eachHelperIsReportedOnceAndCountedAsAStandIn() throws {
        let scene = try #require(loadScene(card))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:7:56: warning: 'NSLayoutConstraint.withPriority(_:)' is not declared: an app's helper on a "
                + "constraint, it stands for the constraint it is called on (a priority it is given applies)",
            "scene.swiftlay:8:65: warning: 'NSLayoutConstraint.priority(_:)' is not declared: an app's helper on a "
                + "constraint, it stands for the constraint it is called on (a priority it is given applies)",
        ])
        #expect(scene.coverage.laidOutCount == 4)
        #expect(scene.coverage.statements.map(\.outcome) == [
            .laidOut, .laidOut, .standIn("NSLayoutConstraint.withPriority(_:)"),
            .standIn("NSLayoutConstraint.priority(_:)"),
        ])
    }

    @Test func anArgumentThatIsNoPriorityIsLeftUnread() throws {
        let source = """
            let bar = UIView()
            view.addSubview(bar)
            bar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.widthAnchor.constraint(equalToConstant: 100).named("bar.width"),
                bar.heightAnchor.constraint(equalToConstant: 20),
            ])
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("bar", in: result), 0, 0, 100, 20)
        #expect(scene.canvas.subviews.first?.constraints.allSatisfy { $0.priority.rawValue == 1000 } == true)
    }

    @Test func aHelperWhoseResultIsUnusedActivatesTheConstraintAndItsViewJoinsTheViewItsCodeIsGiven() throws {
        let source = """
            class StepperCell: UITableViewCell {
                let label = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    label.setupForAutoLayout(in: contentView)
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12).activate()
                    label.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 20).activate()
                    label.widthAnchor.constraint(equalToConstant: 100).activate()
                    label.heightAnchor.constraint(equalToConstant: 20).activate()
                    let unused = label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).activate()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("label", in: result), 20, 12, 100, 20)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:5:9: warning: 'label' is in no view tree, but its own 'label.setupForAutoLayout' (unknown "
                + "code) was given 'StepperCell.contentView' and is then constrained: it is taken as added to "
                + "'StepperCell.contentView' by that call"))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:6:82: warning: 'NSLayoutConstraint.activate()' is not declared: an app's helper on a "
                + "constraint whose result is unused, it activates the constraint it is called on (a priority it is "
                + "given applies)"))
        #expect(scene.coverage.statements.map(\.isLaidOut) == [true, true, true, true, false])
    }
}
