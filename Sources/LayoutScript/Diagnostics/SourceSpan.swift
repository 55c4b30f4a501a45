/// A range of a scene file in UTF-8 byte offsets, the unit swift-syntax positions use.
struct SourceSpan: Hashable, Sendable {
    var start: Int
    var end: Int

    /// The span from the start of `self` to the end of `other`.
    func through(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }

    /// Whether `other` lies within `self`.
    func contains(_ other: SourceSpan) -> Bool {
        start <= other.start && other.end <= end
    }
}
