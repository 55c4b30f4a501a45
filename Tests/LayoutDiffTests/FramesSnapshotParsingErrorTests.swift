import LayoutDiff
import Testing

/// Malformed snapshot texts fail with the line and what was expected.
@Suite struct FramesSnapshotParsingErrorTests {
    static func error(parsing text: String) -> FramesSnapshotParseError? {
        do {
            _ = try FramesSnapshot(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    static let prefix = "layoutviz frames v1\ncanvas 10x10\n"

    @Test func theHeaderIsRequired() {
        #expect(Self.error(parsing: "layoutviz frames v2\ncanvas 1x1")
            == FramesSnapshotParseError(line: 1, reason: #"expected "layoutviz frames v1""#))
        #expect(Self.error(parsing: "")
            == FramesSnapshotParseError(line: 1, reason: #"expected "layoutviz frames v1""#))
    }

    @Test func theCanvasLineIsRequired() {
        #expect(Self.error(parsing: "layoutviz frames v1\n")?.reason == "expected canvas WIDTHxHEIGHT")
        #expect(Self.error(parsing: "layoutviz frames v1\ncanvas 10by10")
            == FramesSnapshotParseError(line: 2, reason: "expected canvas WIDTHxHEIGHT, found 10by10"))
    }

    @Test func viewsNeedFourNumbers() {
        #expect(Self.error(parsing: Self.prefix + "view a root 1 2 3")
            == FramesSnapshotParseError(line: 3, reason: "expected 4 frame numbers"))
        #expect(Self.error(parsing: Self.prefix + "view a root 1 2 3 four")?.reason == "expected 4 frame numbers")
        #expect(Self.error(parsing: Self.prefix + "view a")?.reason == "expected view NAME PARENT")
    }

    @Test func unknownFieldsAndLinesAreRejected() {
        #expect(Self.error(parsing: Self.prefix + "view a root 1 2 3 4 colour=red")?.reason == "unexpected colour=red")
        #expect(Self.error(parsing: Self.prefix + "\nframe a")
            == FramesSnapshotParseError(line: 4, reason: "expected a view or diagnostic line"))
        #expect(Self.error(parsing: Self.prefix + #"view a root 1 2 3 4 text "x" lines=1"#)?.reason
            == #"expected lines=N and font="…" after the text"#)
    }

    @Test func quotesMustBeClosedAndEscapesKnown() {
        #expect(Self.error(parsing: Self.prefix + #"view "a root 1 2 3 4"#)
            == FramesSnapshotParseError(line: 3, reason: "unterminated quote"))
        #expect(Self.error(parsing: Self.prefix + #"view "a\q" root 1 2 3 4"#)?.reason == #"bad escape \q"#)
        #expect(Self.error(parsing: Self.prefix + #"view "a\u{D800}" root 1 2 3 4"#)?.reason == #"bad escape \u{D800}"#)
    }

    @Test func diagnosticsNeedKnownSeveritiesKindsAndLocations() {
        #expect(Self.error(parsing: Self.prefix + #"diagnostic fatal misuse - "m""#)?.reason
            == "expected a severity (error, warning, note)")
        #expect(Self.error(parsing: Self.prefix + #"diagnostic error oops - "m""#)?.reason
            == "expected a kind (misuse, conflict, ambiguity, unsatisfiedOptional)")
        #expect(Self.error(parsing: Self.prefix + #"diagnostic error misuse nowhere "m""#)?.reason
            == "expected a location file:line[:column], found nowhere")
        #expect(Self.error(parsing: Self.prefix + "diagnostic error misuse -")?.reason
            == "expected diagnostic SEVERITY KIND LOCATION MESSAGE")
    }

    @Test func errorsDescribeTheirLine() {
        #expect(FramesSnapshotParseError(line: 2, reason: "bad").description == "line 2: bad")
    }
}
