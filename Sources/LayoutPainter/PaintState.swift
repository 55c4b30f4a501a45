import LayoutScene

/// What painting one picture accumulates as it goes: the ids handed out, the bars and badges placed (so that later
/// ones avoid them), the callouts and the warnings.
struct PaintState {
    var ids = IdentifierRegistry()
    var bars = BarBoard()
    var badges = BadgeBoard()
    var warnings: [PaintWarning] = []
    /// The name tags views ask for, in tree order, placed once all text is known.
    var nameTags: [NameTag.Request] = []
    /// The guides drawn as numbered callouts so far, for the legend.
    var callouts: [Callout] = []

    /// The scene's work budget: each item claimed spends ``stepsPerItem`` steps.
    var budget = WorkBudget()
    /// The view being drawn, which a budget that runs out names.
    var subject = "the picture"
    /// Where the scene placed the view being drawn.
    var subjectLocation: SourceLocation?

    /// What drawing one item costs: about as long as ten evaluation steps (an estimate, measured on the samples).
    static let stepsPerItem = 10

    /// A unique id for `base` (see ``IdentifierRegistry``), spending ``stepsPerItem`` steps of the budget.
    mutating func claim(_ base: String) -> String {
        budget.spend(Self.stepsPerItem, in: .painting, on: subject, at: subjectLocation)
        return ids.claim(base, distinguishing: base)
    }

    /// Whether the budget has run out: drawing stops adding items.
    var isOutOfBudget: Bool {
        budget.exhaustion != nil
    }
}
