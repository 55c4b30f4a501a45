import Foundation
import LayoutSnapshots
import LayoutVizTesting
import Testing

/// `assertLayoutSnapshot` under Swift Testing: issues at the caller's file and line, committed references
/// checked with recording off.
@Suite("Swift Testing adapter")
struct SwiftTestingAdapterTests {
    @Test func committedReferencesMatchWithRecordingOff() {
        assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, record: .never)
        assertLayoutSnapshot(of: Boxes.canvas(), as: .png(scale: 1), named: "boxes", record: .never,
                             paintOptions: Boxes.paintOptions)
    }

    @Test func aFailureIsReportedAtTheCallersFileAndLine() throws {
        let folder = try TemporaryFolder()
        let line = #line + 2
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, record: .never, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SwiftTestingAdapterTests.swift"
                && issue.comments.map(\.rawValue) == ["""
                    No snapshot reference at \(folder.path)/aFailureIsReportedAtTheCallersFileAndLine.1.frames; \
                    not recorded because the record mode is never
                    actual: \(ArtifactsDirectory.url().path)/SwiftTestingAdapterTests/\
                    aFailureIsReportedAtTheCallersFileAndLine.1.actual.frames
                    """]
        }
    }

    @Test func aLayoutChangeIsReportedWithTheFramesDiff() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .png(scale: 1), snapshotDirectory: folder.path)
        }
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(headerHeight: 14), as: .png(scale: 1), named: "1",
                                 snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.first?.rawValue.split(separator: "\n")[1]
                == "layout changed: header: height 10→14; body: y +4"
        }
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: Boxes.canvas(), as: .svg, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, named: "wide", snapshotDirectory: folder.path)
        }
        #expect(try folder.files() == [
            "unnamedSnapshotsAreNumberedPerTest.1.frames", "unnamedSnapshotsAreNumberedPerTest.1.frames.layoutviz.json",
            "unnamedSnapshotsAreNumberedPerTest.2.svg", "unnamedSnapshotsAreNumberedPerTest.2.svg.layoutviz.json",
            "unnamedSnapshotsAreNumberedPerTest.wide.frames",
            "unnamedSnapshotsAreNumberedPerTest.wide.frames.layoutviz.json",
        ])
    }

    @Test func theScopedModeApplies() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            withLayoutSnapshotTesting(record: .never) {
                assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
            }
        }
        #expect(try folder.files() == [])
    }

    @Test(.layoutSnapshots(record: .all)) func theTraitSetsTheMode() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, snapshotDirectory: folder.path)
        }
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, named: "1", snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.first?.rawValue.hasSuffix("(record mode all); turn recording off and run again to compare")
                == true
        }
    }

    @Test(.layoutSnapshots(record: .never)) func anExplicitModeWinsOverTheTrait() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: Boxes.canvas(), as: .frames, record: .missing, snapshotDirectory: folder.path)
        }
        #expect(try folder.files().count == 2)
    }
}
