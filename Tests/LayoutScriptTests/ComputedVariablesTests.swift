import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Computed variables at the top level and in functions: reading the name runs the getter each time; a variable with
/// only observers is stored.
@Suite struct ComputedVariablesTests {
    @Test func topLevelGetterRunsOnEachRead() {
        let statements = """
            var reads = 0
            var isCompact: Bool {
                reads += 1
                return UIScreen.main.bounds.width < 400
            }
            let first = isCompact
            let second = isCompact
            """
        #expect(evaluated(statements, "[first, second, reads == 2]") == "[true, true, true]")
    }

    @Test func localGetterSeesSelfAndLocals() {
        let source = """
            class Card: UIView {
                let base: CGFloat = 40
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let extra: CGFloat = 2
                    var width: CGFloat { base * extra }
                    self.frame = CGRect(x: 0, y: 0, width: width, height: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card(frame: .zero)
            view.addSubview(card)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("card", in: result), 0, 0, 80, 10)
    }

    @Test func aVariableWithOnlyObserversIsStored() {
        #expect(evaluated("var observed: Int = 3 {\n    didSet { observed = 0 }\n}\nobserved += 1", "observed") == "4")
    }
}
