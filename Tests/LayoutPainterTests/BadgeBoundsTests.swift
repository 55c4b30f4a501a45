import Foundation
@testable import LayoutPainter
import Testing

/// Badges stay inside the picture: a place past an edge is not free, and a badge with no free place is moved in.
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

    @Test func withNoFreePlaceTheBadgeIsMovedInside() {
        var board = BadgeBoard()
        board.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let placed = board.place(firstFreeOf: [CGRect(x: 95, y: 45, width: 20, height: 10)])
        #expect(placed == CGRect(x: 80, y: 40, width: 20, height: 10))
    }
}
