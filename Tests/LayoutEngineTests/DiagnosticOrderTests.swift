import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Diagnostics come in one order: recorded misuse, refused numbers, conflicts, unsatisfied optionals, ambiguity.
@Suite struct DiagnosticOrderTests {
    @Test func everyKindInItsPlace() {
        let canvas = Canvas(width: 400, height: 400)
        let free = makeView("free", in: canvas)
        free.snp.makeConstraints { make in make.top.size.equalTo(10) }
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.equalTo(100)
            make.width.equalTo(120)
            make.width.equalTo(150).priority(.high)
            make.height.equalTo(CGFloat.nan)
            make.width.equalTo(free.snp.size)
        }
        let result = canvas.layout()
        #expect(result.diagnostics.map(\.kind) == [.misuse, .misuse, .conflict, .unsatisfiedOptional, .ambiguity])
        #expect(result.diagnostics.map(\.severity) == [.error, .error, .error, .note, .warning])
        #expect(result.diagnostics[0].message.hasPrefix("Cannot constraint to multiple non identical attributes."))
        #expect(result.diagnostics[1].message.hasPrefix("Constraint ignored because"))
    }
}
