import Foundation
import LayoutDiff
import LayoutScene
import LayoutSnapshots
import Testing

/// Every record mode against a missing, a differing and a matching reference, through real files.
@Suite("Record-mode matrix")
struct RecordModeMatrixTests {
    enum ReferenceState: String, CaseIterable, CustomTestStringConvertible {
        case missing, differs, matches
        var testDescription: String { rawValue }
    }

    enum Expected: Equatable {
        case passed, recorded, failed
    }

    /// The outcome and whether the reference ends up holding the new snapshot.
    static let table: [RecordMode: [ReferenceState: (Expected, written: Bool)]] = [
        .missing: [.missing: (.recorded, true), .differs: (.failed, false), .matches: (.passed, false)],
        .all: [.missing: (.recorded, true), .differs: (.failed, true), .matches: (.recorded, true)],
        .failed: [.missing: (.recorded, true), .differs: (.failed, true), .matches: (.passed, false)],
        .never: [.missing: (.failed, false), .differs: (.failed, false), .matches: (.passed, false)],
    ]

    @Test(arguments: RecordMode.allCases, ReferenceState.allCases)
    func recordModeDecidesWritesAndFailures(mode: RecordMode, state: ReferenceState) throws {
        let folder = try SnapshotFolder()
        let format = SnapshotFormat.png(scale: 1)
        let yellowBody = BoxScene(bodyColor: Color(red: 1, green: 1, blue: 0))
        switch state {
        case .missing: break
        case .differs: try folder.record(yellowBody, as: format)
        case .matches: try folder.record(BoxScene(), as: format)
        }
        let before = try? Data(contentsOf: folder.reference(format))

        let outcome = try folder.verify(BoxScene(), as: format, record: mode)

        let (expected, written) = try #require(Self.table[mode]?[state])
        switch outcome {
        case .passed: #expect(expected == .passed)
        case .recorded(let url, _):
            #expect(expected == .recorded)
            #expect(url == folder.reference(format))
        case .failed: #expect(expected == .failed)
        }
        let after = try? Data(contentsOf: folder.reference(format))
        let actual = try folder.artifact(BoxScene(), as: format).data
        #expect(after == (written ? actual : before))
        if written {
            #expect(try ReferenceStore().read(at: folder.reference(format))?.sidecar != nil)
        }
    }

    @Test func recordedMessageSaysWhereAndWhatToDo() throws {
        let folder = try SnapshotFolder()
        let outcome = try folder.verify(BoxScene(), as: .frames, record: .missing)
        let path = folder.reference(.frames).path
        #expect(outcome == .recorded(folder.reference(.frames),
                                     message: "Recorded snapshot reference at \(path); run again to compare"))
    }

    @Test func recordingEverythingSaysToTurnRecordingOff() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(), as: .frames)
        let outcome = try folder.verify(BoxScene(), as: .frames, record: .all)
        let path = folder.reference(.frames).path
        #expect(outcome.failureMessage
                == "Recorded snapshot reference at \(path) (record mode all); turn recording off and run again to compare")
    }

    @Test func neverRecordingAMissingReferenceLeavesTheActualSnapshot() throws {
        let folder = try SnapshotFolder()
        let outcome = try folder.verify(BoxScene(), as: .frames, record: .never)
        let actual = folder.artifacts.appendingPathComponent("testBoxes.1.actual.frames")
        #expect(outcome == .failed(message: """
            No snapshot reference at \(folder.reference(.frames).path); not recorded because the record mode is never
            actual: \(actual.path)
            """, artifacts: [actual]))
        #expect(!FileManager.default.fileExists(atPath: folder.reference(.frames).path))
    }

    @Test func recordingFailedSnapshotsSaysSoAfterTheDifference() throws {
        let folder = try SnapshotFolder()
        try folder.record(BoxScene(headerHeight: 24), as: .frames)
        let outcome = try folder.verify(BoxScene(), as: .frames, record: .failed)
        let lines = try #require(outcome.failureMessage).split(separator: "\n")
        #expect(lines.last == "Recorded the new snapshot as the reference (record mode failed).")
        #expect(try folder.verify(BoxScene(), as: .frames) == .passed)
    }

    @Test func scopedModeAppliesWhenNoneIsGiven() throws {
        let folder = try SnapshotFolder()
        let outcome = try withRecordMode(.never) {
            SnapshotRun.verify(canvas: BoxScene().canvas(), format: .frames, referenceURL: folder.reference(.frames),
                               artifactsDirectory: folder.artifacts, environment: try SnapshotEnvironment.shared())
        }
        #expect(outcome.failureMessage?.hasPrefix("No snapshot reference at") == true)
    }
}
