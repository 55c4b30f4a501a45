import Foundation

/// Reports changed views, folding views that merely moved along with an earlier change into groups.
struct CauseGrouping {
    typealias Offset = (dx: Double, dy: Double)

    /// A view reported on its own, with the moves that views after it may share.
    private struct Cause {
        var change: ViewChange
        var index: Int
        var frame: CGRect
        /// The origin's move, then (for a changed view) the far edges' move.
        var moves: [Offset]
        /// The views that moved along, by the index in `moves` they match.
        var followers: [(move: Int, name: String, index: Int)] = []
    }

    let changes: [FramesChange]

    init(reference: [ViewSnapshot], pairs: [(reference: ViewSnapshot, actual: ViewSnapshot, index: Int)],
         tolerance: Double) {
        let frames = SnapshotTree.absoluteFrames(of: reference)
        let changed = pairs.map { pair in
            (change: ViewChange(name: pair.reference.name, reference: pair.reference, actual: pair.actual,
                                tolerance: tolerance),
             index: pair.index)
        }.filter { !$0.change.isEmpty }
        var causes = changed.filter { !$0.change.isMoveOnly }.map { entry in
            Cause(change: entry.change, index: entry.index, frame: frames[entry.index],
                  moves: [entry.change.offset, Self.farEdgeOffset(of: entry.change)])
        }
        let moved = changed.filter(\.change.isMoveOnly).sorted { first, second in
            let a = frames[first.index], b = frames[second.index]
            return (a.minY, a.minX, first.index) < (b.minY, b.minX, second.index)
        }
        for entry in moved {
            let offset = entry.change.offset, frame = frames[entry.index]
            let match = causes.indices.lazy.compactMap { cause -> (cause: Int, move: Int)? in
                guard Self.lies(frame, after: causes[cause].frame, movingBy: offset, tolerance: tolerance),
                      let move = causes[cause].moves.firstIndex(where: { Self.same($0, offset, tolerance) })
                else { return nil }
                return (cause, move)
            }.first
            if let match {
                causes[match.cause].followers.append((match.move, entry.change.name, entry.index))
            } else {
                causes.append(Cause(change: entry.change, index: entry.index, frame: frame, moves: [offset]))
            }
        }
        changes = causes.sorted { $0.index < $1.index }.flatMap(Self.entries(for:))
    }

    /// The cause's own change, then one group per move its followers share, origin move first.
    private static func entries(for cause: Cause) -> [FramesChange] {
        let groups = cause.moves.indices.compactMap { move -> FramesChange? in
            let names = cause.followers.filter { $0.move == move }.sorted { $0.index < $1.index }.map(\.name)
            guard !names.isEmpty else { return nil }
            let (dx, dy) = cause.moves[move]
            return .viewsMoved(MovedViews(cause: cause.change.name, names: names, dx: dx, dy: dy))
        }
        return [.viewChanged(cause.change)] + groups
    }

    private static func farEdgeOffset(of change: ViewChange) -> Offset {
        let old = change.reference.frame, new = change.actual.frame
        let dx = new.maxX - old.maxX, dy = new.maxY - old.maxY
        return (abs(dx) > change.tolerance ? dx : 0, abs(dy) > change.tolerance ? dy : 0)
    }

    private static func same(_ a: Offset, _ b: Offset, _ tolerance: Double) -> Bool {
        (a.dx != 0 || a.dy != 0) && abs(a.dx - b.dx) <= tolerance && abs(a.dy - b.dy) <= tolerance
    }

    /// Below the cause for a vertical move, to its right for a horizontal one, either for a diagonal one.
    private static func lies(_ frame: CGRect, after cause: CGRect, movingBy offset: Offset, tolerance: Double) -> Bool {
        let below = frame.minY >= cause.maxY - tolerance, right = frame.minX >= cause.maxX - tolerance
        switch (offset.dx == 0, offset.dy == 0) {
        case (true, _): return below
        case (false, true): return right
        case (false, false): return below || right
        }
    }
}
