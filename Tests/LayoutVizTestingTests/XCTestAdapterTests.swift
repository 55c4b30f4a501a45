import Foundation
import LayoutSnapshots
import LayoutVizTesting
import XCTest

/// `assertLayoutSnapshot` under XCTest: failures go to `XCTFail` at the caller's file and line.
final class XCTestAdapterTests: XCTestCase {
    private let captured = CapturedFailures()

    /// Captures failures while ``captured`` is capturing, without XCTest's `failed - ` prefix.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if captured.isCapturing {
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
            captured.append(CapturedFailures.Failure(message: message, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testCommittedReferencesMatchWithRecordingOff() {
        assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, record: .never)
        assertLayoutSnapshot(of: Boxes.canvas(), as: .png(scale: 1), named: "boxes", record: .never,
                             paintOptions: Boxes.paintOptions)
    }

    func testAFailureIsReportedAtTheCallersFileAndLine() throws {
        let folder = try TemporaryFolder()
        let line = #line + 2
        let failures = captured.during {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, record: .never, snapshotDirectory: folder.path)
        }
        let artifact = ArtifactsDirectory.url().appendingPathComponent(
            "XCTestAdapterTests/testAFailureIsReportedAtTheCallersFileAndLine.1.actual.frames")
        XCTAssertEqual(failures, [CapturedFailures.Failure(message: """
            No snapshot reference at \(folder.path)/testAFailureIsReportedAtTheCallersFileAndLine.1.frames; \
            not recorded because the record mode is never
            actual: \(artifact.path)
            """, file: #filePath, line: line)])
    }

    func testAMissingReferenceIsRecordedAndFails() throws {
        let folder = try TemporaryFolder()
        let failures = captured.during {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .svg, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(failures.map(\.message), ["""
            Recorded snapshot reference at \(folder.path)/testAMissingReferenceIsRecordedAndFails.1.svg; \
            run again to compare
            """])
        XCTAssertEqual(captured.during { assertLayoutSnapshot(of: Boxes.canvas(), as: .svg, named: "1",
                                                              snapshotDirectory: folder.path) }, [])
    }

    func testUnnamedSnapshotsAreNumberedPerTest() throws {
        let folder = try TemporaryFolder()
        _ = captured.during {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(try folder.files().filter { $0.hasSuffix(".frames") },
                       ["testUnnamedSnapshotsAreNumberedPerTest.1.frames", "testUnnamedSnapshotsAreNumberedPerTest.2.frames"])
    }

    func testTheScopedModeApplies() throws {
        let folder = try TemporaryFolder()
        _ = captured.during {
            withLayoutSnapshotTesting(record: .never) {
                assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
            }
        }
        XCTAssertEqual(try folder.files(), [])
    }
}
