/// How one view present in both snapshots changed.
///
/// ```swift
/// if case let .viewChanged(change) = diff.changes.first { print(change.name, change.description) }
/// // title: y +4 (height 20→24), lines 1→2
/// ```
public struct ViewChange: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    ///
    /// ```swift
    /// change.name // "title"
    /// ```
    public var name: String
    /// The view in the reference.
    ///
    /// ```swift
    /// change.reference.frame.height // 20
    /// ```
    public var reference: ViewSnapshot
    /// The view now.
    ///
    /// ```swift
    /// change.actual.frame.height // 24
    /// ```
    public var actual: ViewSnapshot
    /// The tolerance frames were compared with.
    ///
    /// ```swift
    /// change.tolerance // 1e-6
    /// ```
    public var tolerance: Double

    /// Creates a change record.
    ///
    /// ```swift
    /// let change = ViewChange(name: "title", reference: old, actual: new, tolerance: 0.5)
    /// ```
    public init(name: String, reference: ViewSnapshot, actual: ViewSnapshot, tolerance: Double) {
        self.name = name
        self.reference = reference
        self.actual = actual
        self.tolerance = tolerance
    }

    /// How far the frame's origin moved (zero components within the tolerance).
    ///
    /// ```swift
    /// change.offset // (dx: 0, dy: 4)
    /// ```
    public var offset: (dx: Double, dy: Double) {
        (significant(actual.frame.minX - reference.frame.minX), significant(actual.frame.minY - reference.frame.minY))
    }

    /// Whether the width or height changed beyond the tolerance.
    ///
    /// ```swift
    /// change.isResized // true for height 20→24
    /// ```
    public var isResized: Bool {
        significant(actual.frame.width - reference.frame.width) != 0
            || significant(actual.frame.height - reference.frame.height) != 0
    }

    /// Whether only the origin changed: same size, parent, text and ambiguity.
    ///
    /// ```swift
    /// change.isMoveOnly // true for a view pushed down by its sibling
    /// ```
    public var isMoveOnly: Bool { !isResized && otherParts.isEmpty }

    /// Whether anything changed at all.
    ///
    /// ```swift
    /// change.isEmpty // false
    /// ```
    public var isEmpty: Bool { offset == (0, 0) && !isResized && otherParts.isEmpty }

    /// `title: y +4 (height 20→24), text "A"→"B"`: moves, then sizes old→new in parentheses, then the parent,
    /// line count, text, first line, font and ambiguous attributes that changed.
    ///
    /// ```swift
    /// change.description // "subtitle: text \"A\"→\"B\""
    /// ```
    public var description: String {
        "\(FramesChange.displayName(name)): " + ([geometryText].compactMap { $0 } + otherParts).joined(separator: ", ")
    }

    private var geometryText: String? {
        let (dx, dy) = offset
        let moves = [dx == 0 ? nil : "x " + SnapshotNumber.signedText(dx),
                     dy == 0 ? nil : "y " + SnapshotNumber.signedText(dy)].compactMap { $0 }
        let sizes = [sizeChange("width", reference.frame.width, actual.frame.width),
                     sizeChange("height", reference.frame.height, actual.frame.height)].compactMap { $0 }
        switch (moves.isEmpty, sizes.isEmpty) {
        case (true, true): return nil
        case (false, true): return moves.joined(separator: ", ")
        case (true, false): return sizes.joined(separator: ", ")
        case (false, false): return moves.joined(separator: ", ") + " (" + sizes.joined(separator: ", ") + ")"
        }
    }

    private var otherParts: [String] {
        var parts: [String] = []
        if reference.parentName != actual.parentName {
            parts.append("parent \(reference.parentName ?? "-")→\(actual.parentName ?? "-")")
        }
        parts += textParts
        if reference.ambiguousAttributes != actual.ambiguousAttributes {
            parts.append("ambiguous \(Self.attributes(reference.ambiguousAttributes))→"
                         + Self.attributes(actual.ambiguousAttributes))
        }
        return parts
    }

    private var textParts: [String] {
        switch (reference.text, actual.text) {
        case (nil, nil): return []
        case let (old?, nil): return ["text \(SnapshotText.quoted(old.text))→none"]
        case let (nil, new?): return ["text none→\(SnapshotText.quoted(new.text))"]
        case let (old?, new?):
            var parts: [String] = []
            if old.lineCount != new.lineCount { parts.append("lines \(old.lineCount)→\(new.lineCount)") }
            if old.text != new.text {
                parts.append("text \(SnapshotText.quoted(old.text))→\(SnapshotText.quoted(new.text))")
            } else if old.firstLine != new.firstLine {
                parts.append("first line \(SnapshotText.quoted(old.firstLine))→\(SnapshotText.quoted(new.firstLine))")
            }
            if old.font != new.font {
                parts.append("font \(SnapshotText.quoted(old.font))→\(SnapshotText.quoted(new.font))")
            }
            return parts
        }
    }

    private func sizeChange(_ label: String, _ old: Double, _ new: Double) -> String? {
        significant(new - old) == 0 ? nil : "\(label) \(SnapshotNumber.text(old))→\(SnapshotNumber.text(new))"
    }

    private func significant(_ difference: Double) -> Double {
        abs(difference) > tolerance || difference.isNaN ? difference : 0
    }

    private static func attributes(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
