import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Constraint coverage: which statements of the files are constraint statements, and what became of each.
@Suite struct ConstraintCoverageTests {
    @Test func snapKitStatementsAnchorsAndVisualFormatAreCountedBySyntax() throws {
        let source = """
            let a = UIView(), b = UIView()
            view.addSubview(a)
            view.addSubview(b)
            a.snp.makeConstraints { make in
                make.top.left.equalToSuperview().inset(16)
                if true { make.size.equalTo(20) }
                print("not a constraint")
            }
            b.snp.makeConstraints {
                $0.top.equalTo(a.snp.bottom)
            }
            b.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.widthAnchor.constraint(equalToConstant: 30),
            ])
            b.heightAnchor.constraint(equalToConstant: 5).isActive = true
            """
        let (scene, _) = try #require(layOut(source))
        let statements = scene.coverage.statements
        #expect(statements.map(\.kind) == ["snapKit", "snapKit", "snapKit", "anchor", "anchor", "anchor"])
        #expect(statements.map(\.line) == [5, 6, 10, 14, 15, 17])
        #expect(statements.map(\.column) == [5, 15, 5, 5, 5, 1])
        #expect(statements.filter { !$0.isLaidOut }.isEmpty)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aConstraintUIKitWouldRefuseIsNotLaidOutUnlessALaterActivationTakes() throws {
        let source = """
            let a = UIView(), b = UIView()
            view.addSubview(a)
            b.translatesAutoresizingMaskIntoConstraints = false
            b.topAnchor.constraint(equalTo: a.topAnchor).isActive = true
            let late = b.leftAnchor.constraint(equalTo: a.leftAnchor)
            late.isActive = true
            view.addSubview(b)
            late.isActive = true
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.coverage.statements.map(\.outcome) == [
            .missed("ran, but UIKit would refuse its constraint: Unable to activate constraint with anchors <NSLayoutYAxisAnchor \"UIView:b.top\"> and <NSLayoutYAxisAnchor \"UIView:a.top\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."),
            .laidOut,
        ])
    }

    @Test func aConstraintMadeButNeverActivatedIsNotLaidOut() throws {
        let source = """
            let a = UIView()
            view.addSubview(a)
            a.translatesAutoresizingMaskIntoConstraints = false
            let kept = [a.topAnchor.constraint(equalTo: view.topAnchor)]
            a.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let toggled = a.widthAnchor.constraint(equalToConstant: 10)
            toggled.isActive = true
            toggled.isActive = false
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.coverage.statements.map(\.outcome) == [
            .missed("ran, but its constraint is never activated"), .laidOut, .laidOut,
        ])
    }

    @Test func codeThatNeverRunsIsReportedWithTheMethodHoldingIt() throws {
        let source = """
            class Unused: UIView {
                func layout() {
                    snp.makeConstraints { make in make.height.equalTo(4) }
                }
            }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.coverage.statements.map(\.outcome) == [
            .missed("not run: 'Unused.layout()' never ran (draw it with --root Unused)"), .laidOut,
        ])
        #expect(scene.coverage.laidOutCount == 1)
        #expect(scene.coverage.percent == 50)
    }

    @Test func aStatementABranchSkippedOrAnObserverDidNotReachSaysSo() throws {
        let source = """
            final class Panel: UIViewController {
                private let box = UIView()
                private var isOpen = false {
                    didSet { box.snp.updateConstraints { make in make.height.equalTo(isOpen ? 200 : 40) } }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    if isOpen {
                        box.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    } else {
                        box.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(40) }
                    }
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        let missed = scene.coverage.statements.filter { !$0.isLaidOut }
        #expect(missed.map(\.line) == [4, 10])
        #expect(missed.map(\.outcome) == [.missed("not run: the observers of 'Panel.isOpen' did not reach it"),
                                          .missed("not run: a condition or loop in 'Panel.viewDidLoad()' skipped it")])
    }

    @Test func aSceneWithoutConstraintStatementsHasNoPercentage() throws {
        let (scene, _) = try #require(layOut("let box = UIView()\nview.addSubview(box)"))
        #expect(scene.coverage.statements.isEmpty)
        #expect(scene.coverage.percent == nil)
    }
}

/// Merging what a state laid out into a screen's coverage.
@Suite struct ConstraintCoverageMergingTests {
    private func statement(_ line: Int, _ outcome: ConstraintCoverage.Outcome) -> ConstraintCoverage.Statement {
        ConstraintCoverage.Statement(kind: "snapKit", file: "Menu.swift", line: line, column: 13, outcome: outcome)
    }

    @Test func statementsMissedOnLoadThatAStateLaidOutCountAsLaidOutInIt() {
        let loaded = ConstraintCoverage(statements: [statement(4, .laidOut), statement(9, .missed("not run")),
                                                     statement(10, .missed("not run"))])
        let state = ConstraintCoverage(statements: [statement(4, .laidOut), statement(9, .standIn("gap")),
                                                    statement(10, .missed("not run"))])
        let merged = loaded.merging(state, inState: "Menu.toggle()")
        #expect(merged.statements.map(\.outcome) == [.laidOut, .laidOutInState("Menu.toggle()"), .missed("not run")])
        #expect(merged.laidOutCount == 2)
        #expect(merged.inStatesCount == 1)
        #expect(merged.percent.map { abs($0 - 200.0 / 3) < 1e-9 } == true)
    }

    @Test func aStatementAlreadyLaidOutKeepsItsOutcome() {
        let loaded = ConstraintCoverage(statements: [statement(4, .standIn("gap"))])
        let state = ConstraintCoverage(statements: [statement(4, .laidOut)])
        #expect(loaded.merging(state, inState: "Menu.toggle()").statements.map(\.outcome) == [.standIn("gap")])
    }

    @Test func codeNoCurrentIOSRunsHoldsNoStatements() throws {
        let source = """
            let a = UIView()
            view.addSubview(a)
            a.snp.makeConstraints { make in
                if #available(iOS 11.0, *) {
                    make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
                } else {
                    make.top.equalToSuperview().offset(20)
                }
                make.left.equalToSuperview()
                make.size.equalTo(10)
            }
            if #unavailable(iOS 13) {
                a.widthAnchor.constraint(equalToConstant: 5).isActive = true
            }
            guard #available(iOS 13, *) else {
                a.heightAnchor.constraint(equalToConstant: 5).isActive = true
                fatalError()
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.coverage.statements.map(\.line) == [5, 9, 10])
        #expect(scene.coverage.percent == 100)
        expectFrame(frame("a", in: result), 0, 0, 10, 10)
    }
}
