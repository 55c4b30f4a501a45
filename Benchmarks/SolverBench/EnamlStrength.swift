import LayoutSolver

/// The six strengths kiwi's enaml-like form uses, and the layoutviz priority each maps to.
///
/// Kiwi strengths are weighted sums (`create(a, b, c, w) = a·w·1e6 + b·w·1e3 + c·w`); layoutviz priorities
/// are strict levels. The mapping keeps kiwi's order: weak (1) < medium (1,000) < ``mmedium`` (1,250)
/// < ``smedium`` (100,000) < strong (1,000,000) < required.
enum EnamlStrength: Sendable {
    /// kiwi `required` → `.required` (1000).
    case required
    /// kiwi `strong` (1e6) → `.high` (750).
    case strong
    /// kiwi `strength.create(0, 100, 0)` (1e5), the file's `smedium` → 600, between medium and strong.
    case smedium
    /// kiwi `strength.create(0, 1, 0, 1.25)` (1,250), the file's `mmedium` → 510, just above medium.
    case mmedium
    /// kiwi `medium` (1e3) → `.medium` (500).
    case medium
    /// kiwi `weak` (1) → `.low` (250).
    case weak

    /// The layoutviz priority that stands for this strength.
    var priority: Priority {
        switch self {
        case .required: .required
        case .strong: .high
        case .smedium: 600
        case .mmedium: 510
        case .medium: .medium
        case .weak: .low
        }
    }
}
