import Foundation
import LayoutDiff
import Testing
@testable import LayoutSnapshots

/// References and sidecars are written atomically: a failed or interrupted write never truncates or
/// replaces a good reference and leaves no temporary file.
@Suite("Atomic reference writes")
struct ReferenceStoreTests {
    struct InterruptedWrite: Error {}

    /// A store whose writes put half the bytes down, then fail, from the `failingWrite`-th write on.
    static func interruptedStore(failingWrite: Int) -> ReferenceStore {
        let writes = Counter()
        var store = ReferenceStore()
        store.writeContents = { data, handle in
            guard writes.next() >= failingWrite else { return try handle.write(contentsOf: data) }
            try handle.write(contentsOf: data.prefix(data.count / 2))
            throw InterruptedWrite()
        }
        return store
    }

    @Test func writesTheReferenceAndItsSidecarAndNothingElse() throws {
        let folder = try SnapshotFolder()
        let artifact = try folder.artifact(BoxScene(), as: .png(scale: 1))
        try ReferenceStore().write(artifact, to: folder.reference(.png(scale: 1)))
        #expect(try folder.files(in: folder.references) == ["testBoxes.1.png", "testBoxes.1.png.layoutviz.json"])
        let stored = try #require(try ReferenceStore().read(at: folder.reference(.png(scale: 1))))
        #expect(stored == StoredReference(data: artifact.data, sidecar: artifact.sidecar))
    }

    @Test(arguments: [1, 2])
    func anInterruptedWriteKeepsTheGoodReference(failingWrite: Int) throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .png(scale: 1))
        let good = try #require(try ReferenceStore().read(at: url))
        let replacement = try folder.artifact(BoxScene(headerHeight: 30), as: .png(scale: 1))

        #expect(throws: InterruptedWrite.self) {
            try Self.interruptedStore(failingWrite: failingWrite).write(replacement, to: url)
        }
        #expect(try ReferenceStore().read(at: url) == good)
        #expect(try folder.files(in: folder.references) == ["testBoxes.1.png", "testBoxes.1.png.layoutviz.json"])
    }

    @Test func anInterruptedFirstRecordLeavesNoFile() throws {
        let folder = try SnapshotFolder()
        let artifact = try folder.artifact(BoxScene(), as: .frames)
        #expect(throws: InterruptedWrite.self) {
            try Self.interruptedStore(failingWrite: 1).write(artifact, to: folder.reference(.frames))
        }
        #expect(try folder.files(in: folder.references) == [])
    }

    @Test func aReferenceThatCannotBeReplacedStaysAsItWas() throws {
        let folder = try SnapshotFolder()
        let url = folder.reference(.svg)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let artifact = try folder.artifact(BoxScene(), as: .svg)
        #expect(throws: AtomicWriteError.self) { try ReferenceStore().write(artifact, to: url) }
        #expect(try folder.files(in: folder.references) == ["testBoxes.1.svg"])
        #expect(try folder.files(in: url) == [])
    }

    @Test func aFailedRecordDuringARunFailsAndKeepsTheGoodReference() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .frames)
        let good = try Data(contentsOf: url)
        let outcome = SnapshotRun.verify(try folder.artifact(BoxScene(headerHeight: 30), as: .frames), referenceURL: url,
                                         record: .failed, artifactsDirectory: folder.artifacts,
                                         store: Self.interruptedStore(failingWrite: 1))
        #expect(outcome == .failed(message: "Could not record the snapshot reference \(url.path): InterruptedWrite()",
                                   artifacts: []))
        #expect(try Data(contentsOf: url) == good)
    }

    @Test func aMissingOrUnreadableSidecarReadsAsNone() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .frames)
        let sidecar = ReferenceSidecar.url(for: url)
        try Data("{ not json".utf8).write(to: sidecar)
        #expect(try ReferenceStore().read(at: url)?.sidecar == nil)
        try FileManager.default.removeItem(at: sidecar)
        #expect(try ReferenceStore().read(at: url)?.sidecar == nil)
        #expect(try ReferenceStore().read(at: url)?.data == Data(contentsOf: url))
    }

    @Test func aReferenceWrittenWithoutSidecarRemovesTheStaleOne() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .svg)
        try ReferenceStore().write(StoredReference(data: Data("<svg/>".utf8), sidecar: nil), to: url)
        #expect(try folder.files(in: folder.references) == ["testBoxes.1.svg"])
        #expect(try ReferenceStore().read(at: url) == StoredReference(data: Data("<svg/>".utf8), sidecar: nil))
    }

    @Test func aMissingReferenceReadsAsNil() throws {
        let folder = try SnapshotFolder()
        #expect(try ReferenceStore().read(at: folder.reference(.svg)) == nil)
    }
}

/// A sidecar that exists but cannot be read is reported, never silently taken for a missing one.
@Suite("Unreadable sidecars")
struct UnreadableSidecarTests {
    @Test func aMissingSidecarIsNoProblem() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .png(scale: 1))
        try FileManager.default.removeItem(at: ReferenceSidecar.url(for: url))
        let stored = try #require(try ReferenceStore().read(at: url))
        #expect(stored.sidecar == nil)
        #expect(stored.sidecarProblem == nil)
        let check = SnapshotRun.check(try folder.artifact(BoxScene(), as: .png(scale: 1)), referenceURL: url,
                                      record: .never, artifactsDirectory: folder.artifacts)
        #expect(check == SnapshotCheck(outcome: .passed, warnings: []))
    }

    @Test(arguments: [("{ \"version\": 1, ", "not valid JSON"),
                      ("{ \"version\": 1 }", "not a layoutviz sidecar: no \"format\""),
                      ("{ \"version\": \"one\", \"format\": \"png@1x\" }",
                       "not a layoutviz sidecar: unexpected value at version")])
    func aCorruptSidecarIsAWarning(json: String, reason: String) throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .png(scale: 1))
        let sidecarURL = ReferenceSidecar.url(for: url)
        try Data(json.utf8).write(to: sidecarURL)
        let stored = try #require(try ReferenceStore().read(at: url))
        #expect(stored.sidecar == nil)
        let problem = try #require(stored.sidecarProblem)
        #expect(problem.hasPrefix("cannot read the sidecar \(sidecarURL.path): \(reason)"))
        let check = SnapshotRun.check(try folder.artifact(BoxScene(), as: .png(scale: 1)), referenceURL: url,
                                      record: .never, artifactsDirectory: folder.artifacts)
        #expect(check.outcome == .passed)
        #expect(check.warnings == ["\(problem); record the reference again (--record all) to replace it"])
    }

    @Test func aFailureWithACorruptSidecarSaysWhyTheCauseIsUnknown() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .png(scale: 1))
        try Data("garbage".utf8).write(to: ReferenceSidecar.url(for: url))
        let outcome = try folder.verify(BoxScene(headerHeight: 24), as: .png(scale: 1))
        let lines = try #require(outcome.failureMessage).split(separator: "\n")
        #expect(lines[1].hasPrefix("pixels differ: 1040 pixels (10.83%) differ beyond threshold 0.1; "
            + "the frames cannot be compared: cannot read the sidecar "))
    }

    @Test func recordingReplacesACorruptSidecar() throws {
        let folder = try SnapshotFolder()
        let url = try folder.record(BoxScene(), as: .png(scale: 1))
        try Data("garbage".utf8).write(to: ReferenceSidecar.url(for: url))
        let check = SnapshotRun.check(try folder.artifact(BoxScene(), as: .png(scale: 1)), referenceURL: url,
                                      record: .all, artifactsDirectory: folder.artifacts)
        #expect(check.warnings.isEmpty)
        #expect(try ReferenceStore().read(at: url)?.sidecar != nil)
    }
}
