import LayoutEngine
import LayoutScene

/// How a constraint came out of layout, which sets its guide's colour and class.
enum GuideState {
    /// Held (or an optional one the solution satisfies).
    case satisfied
    /// A member of a conflicting set of required constraints, or the one layout broke.
    case conflicting
    /// An optional constraint the solution does not satisfy.
    case unsatisfied

    /// The class guides in this state get.
    var className: String {
        switch self {
        case .satisfied: "state-ok"
        case .conflicting: "state-conflict"
        case .unsatisfied: "state-unsatisfied"
        }
    }

    /// The theme's colour for guides in this state.
    func color(in theme: Theme) -> Color {
        switch self {
        case .satisfied: theme.satisfiedGuide
        case .conflicting: theme.conflictGuide
        case .unsatisfied: theme.unsatisfiedGuide
        }
    }
}

/// Each scene constraint's state, looked up from a layout result's conflicts and unsatisfied optionals.
struct ConstraintStates {
    private var conflicting: Set<ObjectIdentifier> = []
    private var broken: Set<ObjectIdentifier> = []
    private let unsatisfied: Set<ObjectIdentifier>

    init(result: LayoutResult) {
        for conflict in result.conflicts {
            for case .scene(let constraint) in conflict.constraints { conflicting.insert(ObjectIdentifier(constraint)) }
            if case .scene(let constraint) = conflict.brokenConstraint {
                conflicting.insert(ObjectIdentifier(constraint))
                broken.insert(ObjectIdentifier(constraint))
            }
        }
        unsatisfied = Set(result.unsatisfiedConstraints.map(ObjectIdentifier.init))
    }

    func state(of constraint: LayoutConstraint) -> GuideState {
        let key = ObjectIdentifier(constraint)
        if conflicting.contains(key) { return .conflicting }
        return unsatisfied.contains(key) ? .unsatisfied : .satisfied
    }

    /// Whether layout left this constraint out to resolve a conflict.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        broken.contains(ObjectIdentifier(constraint))
    }
}
