import Foundation
import LayoutScene

/// `UIStackView` / `StackView`: axis, distribution, alignment, spacing (custom and system), margins- and
/// baseline-relative arrangement, and the arranged subviews; its `Distribution` and `Alignment` enums.
enum StackViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let stack = registry.type(StackView.self)
        stack.initializer("init()", []) { try $0.interpreter.makeView(StackView(), at: $0.span) }
        stack.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(StackView(frame: $0.get(0)), at: $0.span)
        }
        stack.initializer("init(arrangedSubviews:)", [.array(t.view)]) {
            try $0.interpreter.makeView(StackView(arrangedSubviews: $0.get(0)), at: $0.span)
        }
        stack.constant("spacingUseDefault", StackView.spacingUseDefault)
        stack.constant("spacingUseSystem", StackView.spacingUseSystem)
        stack.property("axis", \StackView.axis)
        stack.property("distribution", \StackView.distribution)
        stack.property("alignment", \StackView.alignment)
        stack.property("spacing", \StackView.spacing)
        stack.property("isBaselineRelativeArrangement", \StackView.isBaselineRelativeArrangement)
        stack.property("isLayoutMarginsRelativeArrangement", \StackView.isLayoutMarginsRelativeArrangement)
        stack.readOnly("arrangedSubviews", \StackView.arrangedSubviews)
        stack.method("addArrangedSubview(_:)", [t.view]) {
            try $0.receiver(StackView.self).addArrangedSubview($0.get(0)); return .void
        }
        stack.method("insertArrangedSubview(_:at:)", [t.view, t.int]) {
            try $0.receiver(StackView.self).insertArrangedSubview($0.get(0), at: $0.get(1)); return .void
        }
        stack.method("removeArrangedSubview(_:)", [t.view]) {
            try $0.receiver(StackView.self).removeArrangedSubview($0.get(0)); return .void
        }
        stack.method("setCustomSpacing(_:after:)", [t.number, t.view]) {
            try $0.receiver(StackView.self).setCustomSpacing($0.get(0), after: $0.get(1)); return .void
        }
        stack.method("customSpacing(after:)", [t.view]) {
            try .double(Double($0.receiver(StackView.self).customSpacing(after: $0.get(0))))
        }

        registry.type(StackView.Distribution.self).cases(StackView.Distribution.self)
        let alignment = registry.type(StackView.Alignment.self)
        alignment.cases(StackView.Alignment.self)
        alignment.constant("top", StackView.Alignment.top)
        alignment.constant("bottom", StackView.Alignment.bottom)
    }
}
