/// Views that moved by the same amount as a changed view before them (below it, or to its right), reported
/// as one consequence of that change instead of one line each.
///
/// ```swift
/// if case let .viewsMoved(group) = change { print(group.cause, group.names) } // title ["subtitle", "footer"]
/// ```
public struct MovedViews: Hashable, Sendable, CustomStringConvertible {
    /// The changed view the group follows.
    ///
    /// ```swift
    /// group.cause // "title"
    /// ```
    public var cause: String
    /// The moved views, in tree order.
    ///
    /// ```swift
    /// group.names // ["subtitle", "footer"]
    /// ```
    public var names: [String]
    /// The horizontal move (0 when within the tolerance).
    ///
    /// ```swift
    /// group.dx // 0
    /// ```
    public var dx: Double
    /// The vertical move (0 when within the tolerance).
    ///
    /// ```swift
    /// group.dy // 4
    /// ```
    public var dy: Double

    /// Creates a group.
    ///
    /// ```swift
    /// let group = MovedViews(cause: "title", names: ["footer"], dx: 0, dy: 4)
    /// ```
    public init(cause: String, names: [String], dx: Double, dy: Double) {
        self.cause = cause
        self.names = names
        self.dx = dx
        self.dy = dy
    }

    /// How many moved views are named one by one; more are counted.
    ///
    /// ```swift
    /// MovedViews.namedLimit // 3
    /// ```
    public static let namedLimit = 3

    /// Up to ``namedLimit`` views by name (`subtitle, footer: y +4`, `badge: x -8`, `box: x +2, y +4`); more as a
    /// count with the direction (`7 views below moved +4`, `4 views to the right moved -8`,
    /// `5 views below or to the right moved x +2, y +4`).
    ///
    /// ```swift
    /// MovedViews(cause: "title", names: ["a", "b"], dx: 0, dy: 4).description // "a, b: y +4"
    /// ```
    public var description: String {
        let x = "x \(SnapshotNumber.signedText(dx))", y = "y \(SnapshotNumber.signedText(dy))"
        if names.count <= Self.namedLimit {
            let move = [dx == 0 ? nil : x, dy == 0 ? nil : y].compactMap { $0 }.joined(separator: ", ")
            return "\(names.joined(separator: ", ")): \(move)"
        }
        let count = "\(names.count) views"
        switch (dx == 0, dy == 0) {
        case (true, _): return "\(count) below moved \(SnapshotNumber.signedText(dy))"
        case (false, true): return "\(count) to the right moved \(SnapshotNumber.signedText(dx))"
        case (false, false): return "\(count) below or to the right moved \(x), \(y)"
        }
    }
}
