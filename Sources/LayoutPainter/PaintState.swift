/// What painting one picture accumulates as it goes: the ids handed out, the bars and badges placed (so that later
/// ones avoid them) and the warnings.
struct PaintState {
    var ids = IdentifierRegistry()
    var bars = BarBoard()
    var badges = BadgeBoard()
    var warnings: [PaintWarning] = []

    /// A unique id for `base` (see ``IdentifierRegistry``).
    mutating func claim(_ base: String) -> String {
        ids.claim(base, distinguishing: base)
    }
}
