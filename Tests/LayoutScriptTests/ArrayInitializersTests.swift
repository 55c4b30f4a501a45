import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `[Element](…)`: empty arrays of tuple and closure element types, `repeating:count:` and a sequence's elements.
@Suite struct ArrayInitializersTests {
    @Test func emptyArraysOfTuplesAndClosures() {
        let statements = """
            var attachments: [(String, Int)] = [(String, Int)]()
            attachments.append(("a", 3))
            var callbacks = [((Bool) -> Void)]()
            callbacks.append({ _ in })
            """
        #expect(evaluated(statements, "[attachments[0].1, callbacks.count]") == "[3, 1]")
    }

    @Test func repeatingCountAndASequence() {
        let statements = """
            let zeros = [Int](repeating: 5, count: 3)
            let rest = [Int]([10, 20, 30].dropFirst())
            """
        #expect(evaluated(statements, "[zeros.count, zeros[2], rest[0]]") == "[3, 5, 20]")
    }
}
