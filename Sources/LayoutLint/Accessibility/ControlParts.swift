import Foundation
import LayoutEngine
import LayoutScene

/// The elements UIKit makes inside controls that are containers rather than elements: a segmented control's
/// segments (buttons labelled with their titles, `1 of 3`, the selected one `selected`; in right-to-left the first
/// segment is on the right) and a stepper's `Decrement` and `Increment` buttons (dimmed at their limit).
struct ControlParts {
    let result: LayoutResult
    let rightToLeft: Bool

    /// The control's parts in reading order, or nil when `view` is not such a control.
    func parts(of view: View, location: (View) -> SourceLocation?) -> [ElementPart]? {
        guard view is SegmentedControl || view is Stepper else { return nil }
        guard let frame = result.layout(of: view)?.absoluteFrame, frame.width > 0, frame.height > 0 else { return [] }
        let path = ViewPath.of(view)
        let place = location(view)
        if let stepper = view as? Stepper {
            let half = frame.width / 2
            return [("Decrement", "decrement", stepper.canDecrement, 0), ("Increment", "increment", stepper.canIncrement, half)]
                .map { label, suffix, enabled, offset in
                    ElementPart(view: "\(path).\(suffix)",
                                frame: CGRect(x: frame.minX + offset, y: frame.minY, width: half, height: frame.height),
                                label: label, value: nil, traits: enabled ? .button : [.button, .notEnabled],
                                role: nil, context: nil, hint: nil, location: place)
                }
        }
        guard let control = view as? SegmentedControl else { return [] }
        let widths = control.segmentWidths(in: frame.width)
        var x = rightToLeft ? frame.maxX : frame.minX
        return widths.enumerated().map { index, width in
            let minX = rightToLeft ? x - width : x
            x = rightToLeft ? x - width : x + width
            var traits: AccessibilityTraits = .button
            if index == control.selectedSegmentIndex { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
            return ElementPart(view: "\(path)[\(index)]",
                               frame: CGRect(x: minX, y: frame.minY, width: width, height: frame.height),
                               label: control.titleForSegment(at: index), value: nil, traits: traits, role: nil,
                               context: "\(index + 1) of \(widths.count)", hint: nil, location: place)
        }
    }
}
