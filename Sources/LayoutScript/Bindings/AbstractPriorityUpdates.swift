import Foundation
import LayoutScene

/// SnapKit's deprecated `updatePriorityHigh()`-style calls, reached through a protocol so this module can offer
/// them to scenes without calling deprecated API itself.
protocol AbstractPriorityUpdates {
    func updatePriorityHigh(_ file: String, _ line: UInt, _ column: UInt)
    func updatePriorityMedium(_ file: String, _ line: UInt, _ column: UInt)
    func updatePriorityLow(_ file: String, _ line: UInt, _ column: UInt)
}

extension AbstractPriorityUpdates {
    func reportAbstractUpdate(_ name: String, _ file: String, _ line: UInt, _ column: UInt) {
        switch name {
        case "updatePriorityHigh": updatePriorityHigh(file, line, column)
        case "updatePriorityMedium": updatePriorityMedium(file, line, column)
        default: updatePriorityLow(file, line, column)
        }
    }
}

extension Constraint: AbstractPriorityUpdates {}
