import Foundation

/// Which of a list of rectangles lie near a place: each is filed under the cells of a square grid it covers, so that
/// a question about one region looks only at the rectangles filed there. Rectangles covering too many cells (or
/// with coordinates that cannot be filed) are kept aside and always looked at.
struct GridIndex {
    static let cellSize: CGFloat = 64
    private static let mostCells = 256

    private struct Cell: Hashable {
        let column: Int
        let row: Int
    }

    private var cells: [Cell: [Int]] = [:]
    private var unfiled: [Int] = []

    /// Files the rectangle numbered `index`.
    mutating func insert(_ rect: CGRect, index: Int) {
        guard let covered = Self.cells(covering: rect) else {
            unfiled.append(index)
            return
        }
        for cell in covered { cells[cell, default: []].append(index) }
    }

    /// The numbers of the rectangles that may meet `rect` (a superset; in no particular order, so callers may only
    /// ask whether any of them qualifies), or `nil` when `rect` covers too many cells to ask cell by cell.
    func candidates(near rect: CGRect) -> [Int]? {
        guard let covered = Self.cells(covering: rect) else { return nil }
        return unfiled + covered.flatMap { cells[$0] ?? [] }
    }

    private static func cells(covering rect: CGRect) -> [Cell]? {
        let bounds = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { ($0 / cellSize).rounded(.down) }
        guard bounds.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        let (left, top, right, bottom) = (Int(bounds[0]), Int(bounds[1]), Int(bounds[2]), Int(bounds[3]))
        guard (right - left + 1) * (bottom - top + 1) <= mostCells else { return nil }
        return (left...right).flatMap { column in (top...bottom).map { Cell(column: column, row: $0) } }
    }
}
