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

    /// A unique id for `base` (see ``IdentifierRegistry``).
    mutating func claim(_ base: String) -> String {
        ids.claim(base, distinguishing: base)
    }
}
