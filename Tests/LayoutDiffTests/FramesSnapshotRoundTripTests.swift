import Foundation
import LayoutDiff
import LayoutScene
import Testing

/// A snapshot's text parses back to an equal snapshot.
@Suite struct FramesSnapshotRoundTripTests {
    @Test func aLaidOutSceneRoundTrips() throws {
        let (canvas, result, _) = FramesSnapshotFormatTests.cardLayout()
        let snapshot = FramesSnapshot(canvas: canvas, result: result)
        let parsed = try FramesSnapshot(parsing: snapshot.text)
        #expect(parsed == snapshot)
        #expect(parsed.text == snapshot.text)
    }

    @Test func awkwardNamesTextsAndNumbersRoundTrip() throws {
        let summary = LabelTextSummary(text: "é \"q\" \\ \n\r\t\u{7F}\u{0}", lineCount: 4, firstLine: "é",
                                       font: "system 17.0 regular italic")
        let views = [
            ViewSnapshot(name: "root", parentName: nil, frame: CGRect(x: 0, y: 0, width: 320.5, height: 480)),
            ViewSnapshot(name: "-", parentName: "root", frame: CGRect(x: -3.25, y: 1e6, width: 0.01, height: 0)),
            ViewSnapshot(name: "two words", parentName: "-", frame: .zero, ambiguousAttributes: ["x", "height"],
                         text: summary),
            ViewSnapshot(name: "#0.1", parentName: "root",
                         frame: CGRect(x: .infinity, y: -.infinity, width: 1, height: 1)),
        ]
        let diagnostics = [
            LayoutDiagnostic(severity: .note, kind: .unsatisfiedOptional, message: "optional", location: nil),
            LayoutDiagnostic(severity: .error, kind: .misuse, message: "a \"b\"",
                             location: SourceLocation(file: "App/My Card.swift", line: 14, column: 22)),
            LayoutDiagnostic(severity: .warning, kind: .ambiguity, message: "",
                             location: SourceLocation(file: "scene.swiftlay", line: 4)),
        ]
        let snapshot = FramesSnapshot(canvasSize: CGSize(width: 320.5, height: 480), views: views,
                                      diagnostics: diagnostics)
        #expect(try FramesSnapshot(parsing: snapshot.text) == snapshot)
    }

    @Test func parsingToleratesBlankLinesAndCarriageReturns() throws {
        let text = "layoutviz frames v1\r\n\r\ncanvas 10x20\r\nview root - 0 0 10 20\r\n\r\n"
        let snapshot = try FramesSnapshot(parsing: text)
        #expect(snapshot.canvasSize == CGSize(width: 10, height: 20))
        #expect(snapshot.views
            == [ViewSnapshot(name: "root", parentName: nil, frame: CGRect(x: 0, y: 0, width: 10, height: 20))])
    }

    @Test func fieldsAfterTheFrameMayComeInAnyOrder() throws {
        let text = """
            layoutviz frames v1
            canvas 10x10
            view title root 0 0 5 5 text "Hi" font="system 17.0 regular" lines=1 ambiguous=y
            """
        let view = try #require(try FramesSnapshot(parsing: text).views.first)
        #expect(view.ambiguousAttributes == ["y"])
        #expect(view.text == LabelTextSummary(text: "Hi", lineCount: 1, firstLine: "Hi", font: "system 17.0 regular"))
    }
}
