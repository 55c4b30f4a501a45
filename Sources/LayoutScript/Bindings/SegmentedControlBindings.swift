import Foundation
import LayoutScene

/// `UISegmentedControl` / `SegmentedControl`: segments from titles, selection, titles and widths per segment.
enum SegmentedControlBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let control = registry.type(SegmentedControl.self)
        control.initializer("init()", []) { try $0.interpreter.makeView(SegmentedControl(), at: $0.span) }
        control.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(SegmentedControl(frame: $0.get(0)), at: $0.span)
        }
        control.initializer("init(items:)", [.array(t.string)]) {
            try $0.interpreter.makeView(SegmentedControl(items: $0.get(0)), at: $0.span)
        }
        control.constant("noSegment", SegmentedControl.noSegment)
        control.property("selectedSegmentIndex", \SegmentedControl.selectedSegmentIndex)
        control.property("selectedSegmentTintColor", \SegmentedControl.selectedSegmentTintColor)
        control.readOnly("numberOfSegments", \SegmentedControl.numberOfSegments)
        control.method("insertSegment(withTitle:at:animated:)", [.optional(t.string), t.int, t.bool]) {
            try $0.receiver(SegmentedControl.self).insertSegment(withTitle: $0.get(0), at: $0.get(1),
                                                                 animated: $0.get(2))
            return .void
        }
        control.method("removeSegment(at:animated:)", [t.int, t.bool]) {
            try $0.receiver(SegmentedControl.self).removeSegment(at: $0.get(0), animated: $0.get(1)); return .void
        }
        control.method("removeAllSegments()", []) { try $0.receiver(SegmentedControl.self).removeAllSegments(); return .void }
        control.method("setTitle(_:forSegmentAt:)", [.optional(t.string), t.int]) {
            try $0.receiver(SegmentedControl.self).setTitle($0.get(0), forSegmentAt: $0.get(1)); return .void
        }
        control.method("titleForSegment(at:)", [t.int]) {
            try $0.receiver(SegmentedControl.self).titleForSegment(at: $0.get(0)).scriptValue
        }
        control.method("setWidth(_:forSegmentAt:)", [t.number, t.int]) {
            try $0.receiver(SegmentedControl.self).setWidth($0.get(0), forSegmentAt: $0.get(1)); return .void
        }
        control.method("widthForSegment(at:)", [t.int]) {
            try $0.receiver(SegmentedControl.self).widthForSegment(at: $0.get(0)).scriptValue
        }
    }
}
