import Foundation
import LayoutScene

/// What layout keeps on a canvas (in ``LayoutScene/Canvas/layoutState``) between passes, so that the next pass only
/// re-solves what changed. The counters let tests see which path a pass took.
final class LayoutState {
    /// The solver and what it holds; replaced when a pass has to start over.
    var session: SolverSession?
    /// The frames autoresizing kept and layout wrote, per view, so that a frame layout wrote is not mistaken for new
    /// input.
    var autoresizedFrames: [ObjectIdentifier: AutoresizedFrame] = [:]
    /// How many times a fresh solver was built (the first layout, and passes that met a conflict incrementally).
    package internal(set) var solverRebuilds = 0
    /// How many constraints were added to a solver: new ones, and ones whose terms, relation or priority changed.
    package internal(set) var constraintBuilds = 0
    /// How many constraints had only their constant changed, in place.
    package internal(set) var constantUpdates = 0
}

/// The frame autoresizing was asked to keep for a view, and the frame layout then wrote.
struct AutoresizedFrame {
    /// Kept so that the view's identifier, which keys this memory, is not reused while it exists.
    let view: View
    let input: CGRect
    let written: CGRect
}
