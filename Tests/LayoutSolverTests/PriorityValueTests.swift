import LayoutSolver
import Testing

/// The `Priority` value type: constants, validity, ordering and description.
@Suite("Priority values")
struct PriorityValueTests {
    @Test func namedPriorities() {
        #expect(Priority.required.value == 1000)
        #expect(Priority.high.value == 750)
        #expect(Priority.medium.value == 500)
        #expect(Priority.low.value == 250)
        #expect(Priority.required.isRequired)
        #expect(!Priority(999.999).isRequired)
    }

    @Test(arguments: [1.0, 1.5, 250, 999, 1000])
    func validPriorities(_ value: Double) {
        #expect(Priority(value).isValid)
    }

    @Test(arguments: [0.0, 0.999, -1, 1000.001, 1001, .nan, .infinity, -.infinity])
    func invalidPriorities(_ value: Double) {
        #expect(!Priority(value).isValid)
    }

    @Test func literalsOrderingAndDescription() {
        let integer: Priority = 999
        let fractional: Priority = 750.5
        #expect(integer.value == 999)
        #expect(fractional.value == 750.5)
        #expect(Priority.low < .medium && Priority.medium < .high && Priority.high < .required)
        #expect(Priority(998) < Priority(999))
        #expect(Priority.high.description == "750")
        #expect(fractional.description == "750.5")
    }
}
