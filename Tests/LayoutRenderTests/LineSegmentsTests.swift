import Foundation
import LayoutPainter
import Testing
@testable import LayoutRender

@Suite("Line segments")
struct LineSegmentsTests {
    private func line(from: CGPoint, to: CGPoint, cap: CGFloat) -> DisplayLine {
        DisplayLine(id: "l", classes: [], from: from, to: to, stroke: DisplayStroke(color: .black, width: 1), capLength: cap)
    }

    @Test("a plain line is one segment")
    func plain() {
        let segments = LineSegments.segments(of: line(from: .zero, to: CGPoint(x: 10, y: 0), cap: 0))
        #expect(segments.count == 1)
    }

    @Test("an I-bar adds two half caps at each end, perpendicular to the line")
    func iBar() {
        let segments = LineSegments.segments(of: line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 10), cap: 6))
        #expect(segments.count == 5)
        #expect(segments[1].from == .zero && segments[1].to == CGPoint(x: -3, y: 0))
        #expect(segments[2].to == CGPoint(x: 3, y: 0))
        #expect(segments[3].from == CGPoint(x: 0, y: 10) && segments[4].to == CGPoint(x: 3, y: 10))
    }

    @Test("a zero-length I-bar has no direction for caps and stays one segment")
    func degenerate() {
        #expect(LineSegments.segments(of: line(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5), cap: 6)).count == 1)
    }
}
