import LayoutDiff
import LayoutEngine
import LayoutScene
import Testing

/// The semantic frames diff names views and amounts, and folds views that moved along with a change into
/// one group.
@Suite struct FramesDiffTests {
    /// A snapshot of a 375×667 canvas with the given view lines.
    static func snapshot(_ lines: [String], diagnostics: [String] = []) throws -> FramesSnapshot {
        let text = (["layoutviz frames v1", "canvas 375x667", "view root - 0 0 375 667"] + lines + diagnostics)
            .joined(separator: "\n")
        return try FramesSnapshot(parsing: text)
    }

    /// Seven rows, 40 points apart, starting `offset` below y = 80.
    static func rows(offset: Int) -> [String] {
        (1...7).map { "view row\($0) root 16 \(80 + 40 * $0 + offset) 343 30" }
    }

    static let header = "view header root 0 0 375 40"

    @Test func namesTheCauseAndGroupsWhatMovedWithIt() throws {
        let reference = try Self.snapshot([Self.header, "view title root 16 50 343 20"] + Self.rows(offset: 0))
        let actual = try Self.snapshot([Self.header, "view title root 16 54 343 24"] + Self.rows(offset: 4)
                                       + ["view badge title 300 0 20 20"])
        let diff = FramesDiff(reference: reference, actual: actual)
        #expect(diff.summary == "title: y +4 (height 20→24); 7 views below moved +4; badge added")
        #expect(!diff.isEqual)
        #expect(diff.changes.count == 3)
        guard case let .viewsMoved(group) = diff.changes[1] else { Issue.record("expected a group"); return }
        #expect(group == MovedViews(cause: "title", names: (1...7).map { "row\($0)" }, dx: 0, dy: 4))
    }

    @Test func aGrowingViewPushesTheViewsBelowByItsGrowth() throws {
        let reference = try Self.snapshot(["view title root 16 50 343 20"] + Self.rows(offset: 0))
        let actual = try Self.snapshot(["view title root 16 50 343 24"] + Self.rows(offset: 4))
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "title: height 20→24; 7 views below moved +4")
    }

    @Test func viewsAboveTheCauseAreReportedOnTheirOwn() throws {
        let reference = try Self.snapshot([Self.header, "view title root 16 50 343 20", "view row1 root 16 120 343 30"])
        let actual = try Self.snapshot(["view header root 0 4 375 40", "view title root 16 50 343 24",
                                        "view row1 root 16 124 343 30"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "header: y +4; title: height 20→24; row1: y +4")
    }

    @Test func aDifferentAmountIsItsOwnCause() throws {
        let reference = try Self.snapshot(["view title root 16 50 343 20", "view row1 root 16 120 343 30",
                                           "view row2 root 16 160 343 30", "view footer root 0 600 375 40"])
        let actual = try Self.snapshot(["view title root 16 50 343 24", "view row1 root 16 124 343 30",
                                        "view row2 root 16 164 343 30", "view footer root 0 610 375 40"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "title: height 20→24; row1, row2: y +4; footer: y +10")
    }

    @Test func theFirstOfSeveralMovedViewsLeadsTheGroup() throws {
        let reference = try Self.snapshot(Self.rows(offset: 0))
        let actual = try Self.snapshot(Self.rows(offset: -3))
        #expect(FramesDiff(reference: reference, actual: actual).summary == "row1: y -3; 6 views below moved -3")
    }

    @Test func horizontalMovesGroupToTheRight() throws {
        let reference = try Self.snapshot(["view icon root 10 10 20 20", "view a root 40 10 20 20",
                                           "view b root 70 10 20 20"])
        let actual = try Self.snapshot(["view icon root 10 10 28 20", "view a root 48 10 20 20",
                                        "view b root 78 10 20 20"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "icon: width 20→28; a, b: x +8")
    }

    @Test func diagonalMovesGroupBelowOrToTheRight() throws {
        let reference = try Self.snapshot(["view box root 10 10 20 20", "view a root 40 40 20 20"])
        let actual = try Self.snapshot(["view box root 10 10 22 24", "view a root 42 44 20 20"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "box: width 20→22, height 20→24; a: x +2, y +4")
    }

    @Test func labelChangesAreNamed() throws {
        let reference = try Self.snapshot([
            #"view subtitle root 16 80 343 20 text "A" lines=1 font="system 17.0 regular""#,
            #"view note root 16 120 100 40 text "Long note" lines=2 first="Long" font="system 17.0 regular""#,
            #"view caption root 16 200 100 20 text "Cut off text" lines=1 first="Cut o…" font="system 12.0 regular""#,
        ])
        let actual = try Self.snapshot([
            #"view subtitle root 16 80 343 20 text "B" lines=1 font="system 17.0 regular""#,
            #"view note root 16 120 100 60 text "Long note" lines=3 first="Long" font="system 17.0 bold""#,
            #"view caption root 16 200 100 20 text "Cut off text" lines=1 first="Cut off…" font="system 12.0 regular""#,
        ])
        #expect(FramesDiff(reference: reference, actual: actual).changes.map(\.description) == [
            #"subtitle: text "A"→"B""#,
            #"note: height 40→60, lines 2→3, font "system 17.0 regular"→"system 17.0 bold""#,
            #"caption: first line "Cut o…"→"Cut off…""#,
        ])
    }

    @Test func parentsTypesAndAmbiguityChangesAreNamed() throws {
        let reference = try Self.snapshot(["view card root 0 0 100 100", "view panel root 0 100 100 100",
                                           "view title card 10 10 80 20",
                                           #"view hint root 0 0 1 1 text "?" lines=1 font="f""#,
                                           "view badge root 0 0 10 10 ambiguous=x"])
        let actual = try Self.snapshot(["view card root 0 0 100 100", "view panel root 0 100 100 100",
                                        "view title panel 10 10 80 20", "view hint root 0 0 1 1",
                                        "view badge root 0 0 10 10"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == #"title: parent card→panel; hint: text "?"→none; badge: ambiguous x→none"#)
    }

    @Test func removedAndAddedSubtreesAreCountedOnce() throws {
        let reference = try Self.snapshot(["view footer root 0 600 375 40", "view logo footer 0 0 10 10",
                                           "view legal footer 20 0 100 10", "view row1 root 0 100 10 10"])
        let actual = try Self.snapshot(["view row1 root 0 100 10 10", "view banner root 0 0 375 20",
                                        "view \"close button\" banner 0 0 10 10"])
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == #"banner added with 1 subview; footer removed with 2 subviews"#)
    }

    @Test func diagnosticsNoLongerAndNewlyReported() throws {
        let ambiguous = #"diagnostic warning ambiguity scene.swiftlay:4:1 "Ambiguous layout: UIView:badge x""#
        let conflict = #"diagnostic error conflict - "Unable to simultaneously satisfy constraints.\nBroken: c12""#
        let reference = try Self.snapshot([], diagnostics: [ambiguous, ambiguous])
        let actual = try Self.snapshot([], diagnostics: [ambiguous, conflict])
        let diff = FramesDiff(reference: reference, actual: actual)
        #expect(diff.summary
            == "diagnostic removed: scene.swiftlay:4:1: warning: Ambiguous layout: UIView:badge x; "
            + "diagnostic added: error: Unable to simultaneously satisfy constraints.")
        #expect(diff.summaryLines == ["2 diagnostics differ",
                                      "diagnostic removed: scene.swiftlay:4:1: warning: Ambiguous layout: UIView:badge x",
                                      "diagnostic added: error: Unable to simultaneously satisfy constraints."])
        #expect(diff.fullText == "diagnostic removed: scene.swiftlay:4:1: warning: Ambiguous layout: UIView:badge x\n\n"
            + "diagnostic added: error: Unable to simultaneously satisfy constraints.\nBroken: c12\n")
    }

    @Test func geometryComesOnOneLineBeforeTheDiagnostics() throws {
        let conflict = #"diagnostic error conflict card.swiftlay:18:23 "Unable to satisfy.\n(\n  c1\n)""#
        let reference = try Self.snapshot(["view box root 0 0 100 10"])
        let actual = try Self.snapshot(["view box root 0 0 200 10", "view badge root 0 0 5 5"],
                                       diagnostics: [conflict])
        #expect(FramesDiff(reference: reference, actual: actual).summaryLines
            == ["box: width 100→200; badge added", "diagnostic added: card.swiftlay:18:23: error: Unable to satisfy."])
    }

    @Test func aResizedCanvasComesFirst() throws {
        let reference = try Self.snapshot([])
        let actual = try FramesSnapshot(parsing: "layoutviz frames v1\ncanvas 390x844\nview root - 0 0 390 844")
        #expect(FramesDiff(reference: reference, actual: actual).summary
            == "canvas 375x667→390x844; root: width 375→390, height 667→844")
    }

    @Test func viewsWithTheSameNameMatchInOrder() throws {
        let reference = try Self.snapshot(["view cell root 0 0 10 10", "view cell root 0 10 10 10"])
        let actual = try Self.snapshot(["view cell root 0 0 10 10", "view cell root 0 12 10 10",
                                        "view cell root 0 30 10 10"])
        #expect(FramesDiff(reference: reference, actual: actual).summary == "cell: y +2; cell added")
    }

    @Test func worksOnLaidOutScenes() throws {
        let (canvas, reference, _) = FramesSnapshotFormatTests.cardLayout()
        let before = FramesSnapshot(canvas: canvas, result: reference)
        let title = try #require(canvas.subviews.first?.subviews.first as? Label)
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let after = FramesSnapshot(canvas: canvas, result: canvas.layout())
        #expect(FramesDiff(reference: before, actual: after).summary
            == #"card: height 121→128; title: height 27→34, font "system 22.0 bold"→"system 28.0 bold"; "#
            + "side note: y +7")
        #expect(FramesDiff(reference: before, actual: before).isEqual)
    }
}
