import Foundation
@testable import LayoutPainter
import Testing

/// Badges stay inside the picture and off the drawing's text: a place past an edge or over a glyph box is not free,
/// a badge beside a bar moves along it to stay inside, and one with no free place is not placed at all.
@Suite struct BadgeBoundsTests {
    @Test func placesPastTheEdgeAreNotFree() {
        var board = BadgeBoard()
        board.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(!board.isFree(CGRect(x: 90, y: 10, width: 20, height: 10)))
        #expect(board.isFree(CGRect(x: 70, y: 10, width: 20, height: 10)))
    }

    @Test func theFirstPlaceInsideIsTaken() {
        var board = BadgeBoard()
        board.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let placed = board.place(firstFreeOf: [CGRect(x: -8, y: 10, width: 20, height: 10),
                                               CGRect(x: 30, y: 10, width: 20, height: 10)])
        #expect(placed == CGRect(x: 30, y: 10, width: 20, height: 10))
    }

    @Test func withNoFreePlaceNothingIsPlaced() {
        var board = BadgeBoard()
        board.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(board.place(firstFreeOf: [CGRect(x: 95, y: 45, width: 20, height: 10)]) == nil)
        #expect(board.isFree(CGRect(x: 80, y: 40, width: 20, height: 10)))
    }

    @Test func aBadgeBesideABarIsMovedAlongItToStayInside() {
        var board = BadgeBoard()
        board.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let bar = Segment(axis: .horizontal, cross: 30, from: 0, to: 10)
        #expect(board.place(CGSize(width: 16, height: 14), beside: bar, offset: 3, side: -1)
            == CGRect(x: 0, y: 13, width: 16, height: 14))
    }

    @Test func glyphBoxesAreNotFreeAndLinesStopShortOfThem() {
        var board = BadgeBoard()
        board.occupyText(CGRect(x: 20, y: 0, width: 30, height: 10))
        #expect(!board.isFree(CGRect(x: 40, y: 5, width: 16, height: 14)))
        let line = Segment(axis: .horizontal, cross: 5, from: 0, to: 100)
        let pieces = board.cut(line, gap: 2, shortest: 3).map { [$0.from, $0.to] }
        #expect(pieces == [[0, 18], [52, 100]])
        #expect(board.isCrossed(by: line))
    }

    @Test func aCalloutGoesToTheNearestFreePlace() {
        var board = BadgeBoard()
        board.occupyText(CGRect(x: 0, y: 0, width: 100, height: 20))
        // Centred on (50, 10) it would cover the text; 9 rings (18 pt) up or down it keeps the 1 pt clearance, and
        // where straight up and straight down are as near, up comes first.
        let rect = board.place(CGSize(width: 14, height: 14), near: CGPoint(x: 50, y: 10))
        #expect(rect == CGRect(x: 43, y: -15, width: 14, height: 14))
    }
}
