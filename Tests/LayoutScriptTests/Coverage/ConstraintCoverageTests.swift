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

    @Test func codeThatNeverRunsIsReportedWithItsClass() throws {
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
            .missed("not run: the code of 'Unused' holding it never ran (draw it with --root Unused)"), .laidOut,
        ])
        #expect(scene.coverage.laidOutCount == 1)
        #expect(scene.coverage.percent == 50)
    }

    @Test func aSceneWithoutConstraintStatementsHasNoPercentage() throws {
        let (scene, _) = try #require(layOut("let box = UIView()\nview.addSubview(box)"))
        #expect(scene.coverage.statements.isEmpty)
        #expect(scene.coverage.percent == nil)
    }
}
