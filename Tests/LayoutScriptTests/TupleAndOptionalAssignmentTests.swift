import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Assigning to a tuple of targets, through an optional chain, and binding an optional tuple with `if let`.
@Suite struct TupleAndOptionalAssignmentTests {
    @Test func tupleDestructuringAssignment() {
        let statements = """
            let a, r, g, b: Int
            let hex = "FF8000"
            switch hex.count {
            case 6: (a, r, g, b) = (255, 0xFF, 0x80, 0x00)
            default: (a, r, g, b) = (255, 0, 0, 0)
            }
            var x = 1, y = 2
            (x, y) = (y, x)
            """
        #expect(evaluated(statements, "[a, r, g, b, x, y]") == "[255, 255, 128, 0, 2, 1]")
    }

    @Test func tupleAssignmentConvertsToTheTargetsTypes() {
        #expect(evaluated("var w: CGFloat = 0\nvar n = 0\n(w, n) = (3, 4)", "w") == "3.0")
    }

    @Test func assignmentThroughAnOptionalChain() {
        let statements = """
            let box = UIView()
            var missing: UIView? = nil
            box.backgroundColor? = .red
            box.backgroundColor = .blue
            box.backgroundColor? = .green
            missing?.alpha = 0.5
            var size: CGSize? = CGSize(width: 10, height: 10)
            size?.height += 5
            var none: CGSize? = nil
            none?.height += 5
            """
        #expect(evaluated(statements, "[box.backgroundColor == .green, size!.height == 15, none == nil]")
                == "[true, true, true]")
    }

    @Test func ifLetBindsAnOptionalTuple() {
        let statements = """
            func unwrap(_ a: Int) -> (Int, Int?)? { a > 0 ? (a, 2) : nil }
            var out: [Int] = []
            if let (w, s) = unwrap(30) { out += [w, s ?? 0] }
            if let (w, _) = unwrap(-1) { out.append(w) } else { out.append(-1) }
            """
        #expect(evaluated(statements, "out") == "[30, 2, -1]")
    }
}
