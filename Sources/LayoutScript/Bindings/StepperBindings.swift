import Foundation
import LayoutScene

/// `UIStepper` / `Stepper`: value, range, step and wrapping.
enum StepperBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let stepper = registry.type(Stepper.self)
        stepper.initializer("init()", []) { try $0.interpreter.makeView(Stepper(), at: $0.span) }
        stepper.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(Stepper(frame: $0.get(0)), at: $0.span)
        }
        stepper.property("value", \Stepper.value)
        stepper.property("minimumValue", \Stepper.minimumValue)
        stepper.property("maximumValue", \Stepper.maximumValue)
        stepper.property("stepValue", \Stepper.stepValue)
        stepper.property("wraps", \Stepper.wraps)
        stepper.property("autorepeat", \Stepper.autorepeat)
        stepper.property("isContinuous", \Stepper.isContinuous)
    }
}
