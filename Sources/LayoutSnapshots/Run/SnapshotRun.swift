import Foundation
import LayoutDiff
import LayoutPainter
import LayoutScene

/// One snapshot check: make the snapshot, compare it with the stored reference, then record and report as
/// the record mode decides (``LayoutDiff/RecordMode/decide(mode:referenceExists:matches:)``).
///
/// | Mode | Reference missing | Reference differs | Reference matches |
/// |---|---|---|---|
/// | `.missing` | record, fail | fail | pass |
/// | `.all` | record, fail | record, fail | record, fail |
/// | `.failed` | record, fail | record, fail | pass |
/// | `.never` | fail | fail | pass |
///
/// A failing comparison writes the actual snapshot (and for PNGs the diff image and the reference | diff |
/// actual composite) to the artifacts folder as `<reference name>.actual.<ext>`, `.diff.png` and
/// `.composite.png`, and names them in the message.
///
/// ```swift
/// let path = ReferencePath(testFilePath: "\(#filePath)", testName: #function, name: "card", pathExtension: "png")
/// let outcome = SnapshotRun.verify(canvas: canvas, format: .png(scale: 2), referenceURL: path.url,
///                                  artifactsDirectory: path.artifactURL().deletingLastPathComponent(),
///                                  environment: try .shared())
/// if let message = outcome.failureMessage { print(message) }
/// ```
public enum SnapshotRun {
    /// Checks `canvas` against the reference at `referenceURL`; `record` `nil` uses
    /// ``LayoutDiff/RecordMode/resolved(explicit:environment:)`` (scope, then `LAYOUTVIZ_RECORD`, then
    /// `SNAPSHOT_TESTING_RECORD`, then `missing`). Never throws: every problem is a ``SnapshotOutcome/failed(message:artifacts:)``.
    ///
    /// ```swift
    /// let outcome = SnapshotRun.verify(canvas: canvas, format: .frames, referenceURL: url, record: .never,
    ///                                  artifactsDirectory: artifacts, environment: environment)
    /// ```
    public static func verify(canvas: Canvas, format: SnapshotFormat, referenceURL: URL, record: RecordMode? = nil,
                              artifactsDirectory: URL, tolerance: PixelTolerance = PixelTolerance(),
                              maskedViews: [String] = [], paintOptions: PaintOptions = PaintOptions(),
                              environment: SnapshotEnvironment, store: ReferenceStore = ReferenceStore())
        -> SnapshotOutcome {
        check(canvas: canvas, format: format, referenceURL: referenceURL, record: record,
              artifactsDirectory: artifactsDirectory, tolerance: tolerance, maskedViews: maskedViews,
              paintOptions: paintOptions, environment: environment, store: store).outcome
    }

    /// Checks `canvas` as ``verify(canvas:format:referenceURL:record:artifactsDirectory:tolerance:maskedViews:paintOptions:environment:store:)``
    /// does and also returns the warnings (a sidecar that cannot be read).
    ///
    /// ```swift
    /// let check = SnapshotRun.check(canvas: canvas, format: .png(scale: 2), referenceURL: url,
    ///                               artifactsDirectory: artifacts, environment: environment)
    /// ```
    public static func check(canvas: Canvas, format: SnapshotFormat, referenceURL: URL, record: RecordMode? = nil,
                             artifactsDirectory: URL, tolerance: PixelTolerance = PixelTolerance(),
                             maskedViews: [String] = [], paintOptions: PaintOptions = PaintOptions(),
                             accessibility: Bool = false, environment: SnapshotEnvironment,
                             store: ReferenceStore = ReferenceStore()) -> SnapshotCheck {
        let artifact: SnapshotArtifact
        do {
            artifact = try SnapshotArtifact.make(canvas: canvas, format: format, paintOptions: paintOptions,
                                                 accessibility: accessibility, environment: environment)
        } catch {
            return SnapshotCheck(outcome: .failed(message: "Could not make the \(format) snapshot: \(error)",
                                                  artifacts: []))
        }
        return check(artifact, referenceURL: referenceURL, record: record, artifactsDirectory: artifactsDirectory,
                     tolerance: tolerance, maskedViews: maskedViews, store: store)
    }

    /// Checks an artifact already made (e.g. by the command line from a scene file) against the reference
    /// at `referenceURL`, as ``verify(canvas:format:referenceURL:record:artifactsDirectory:tolerance:maskedViews:paintOptions:environment:store:)`` does.
    ///
    /// ```swift
    /// let outcome = SnapshotRun.verify(artifact, referenceURL: url, record: .failed, artifactsDirectory: artifacts)
    /// ```
    public static func verify(_ artifact: SnapshotArtifact, referenceURL: URL, record: RecordMode? = nil,
                              artifactsDirectory: URL, tolerance: PixelTolerance = PixelTolerance(),
                              maskedViews: [String] = [], store: ReferenceStore = ReferenceStore()) -> SnapshotOutcome {
        check(artifact, referenceURL: referenceURL, record: record, artifactsDirectory: artifactsDirectory,
              tolerance: tolerance, maskedViews: maskedViews, store: store).outcome
    }

    /// Checks an artifact as ``verify(_:referenceURL:record:artifactsDirectory:tolerance:maskedViews:store:)``
    /// does and also returns the warnings: a sidecar that exists but cannot be read is one (until the
    /// reference is recorded again, failures cannot say whether the layout or the renderer changed).
    ///
    /// ```swift
    /// let check = SnapshotRun.check(artifact, referenceURL: url, record: .never, artifactsDirectory: artifacts)
    /// check.warnings.forEach { print("warning: \($0)") }
    /// ```
    public static func check(_ artifact: SnapshotArtifact, referenceURL: URL, record: RecordMode? = nil,
                             artifactsDirectory: URL, tolerance: PixelTolerance = PixelTolerance(),
                             maskedViews: [String] = [], store: ReferenceStore = ReferenceStore()) -> SnapshotCheck {
        let path = referenceURL.path
        let reference: StoredReference?
        do {
            reference = try store.read(at: referenceURL)
        } catch {
            return SnapshotCheck(outcome: .failed(message: "Could not read the snapshot reference \(path): \(error)",
                                                  artifacts: []))
        }
        let mode = RecordMode.resolved(explicit: record)
        var warnings: [String] = []
        if let problem = reference?.sidecarProblem {
            warnings.append("\(problem); record the reference again (--record all) to replace it")
        }
        let outcome = compare(artifact, reference: reference, referenceURL: referenceURL, mode: mode,
                              artifactsDirectory: artifactsDirectory, tolerance: tolerance, maskedViews: maskedViews,
                              store: store)
        if case .recorded = outcome { warnings.removeAll() }
        return SnapshotCheck(outcome: outcome, warnings: warnings)
    }

    /// Compares with the reference read, then records and reports as `mode` decides.
    private static func compare(_ artifact: SnapshotArtifact, reference: StoredReference?, referenceURL: URL,
                                mode: RecordMode, artifactsDirectory: URL, tolerance: PixelTolerance,
                                maskedViews: [String], store: ReferenceStore) -> SnapshotOutcome {
        let path = referenceURL.path
        let verdict = reference.map {
            SnapshotComparison.compare(reference: $0, actual: artifact, tolerance: tolerance, maskedViews: maskedViews)
        }
        let decision = RecordMode.decide(mode: mode, referenceExists: reference != nil,
                                         matches: verdict?.matches ?? false)
        if decision.write {
            do {
                try store.write(artifact, to: referenceURL)
            } catch {
                return .failed(message: "Could not record the snapshot reference \(path): \(error)", artifacts: [])
            }
        }
        guard decision.fail else { return .passed }
        guard let verdict, !verdict.matches else {
            return recordedOrMissing(artifact, referenceURL: referenceURL, mode: mode, wrote: decision.write,
                                     artifactsDirectory: artifactsDirectory)
        }
        let files = ArtifactFiles(referenceURL: referenceURL, directory: artifactsDirectory)
        let written = files.write(actual: artifact, verdict: verdict)
        var lines = ["\(artifact.format) snapshot does not match reference \(path)"] + verdict.details
        lines += written.lines
        if decision.write { lines.append("Recorded the new snapshot as the reference (record mode \(mode)).") }
        return .failed(message: lines.joined(separator: "\n"), artifacts: written.urls)
    }

    /// A missing reference (recorded, or not in mode `never`), or a matching one re-recorded in mode `all`.
    private static func recordedOrMissing(_ artifact: SnapshotArtifact, referenceURL: URL, mode: RecordMode,
                                          wrote: Bool, artifactsDirectory: URL) -> SnapshotOutcome {
        let path = referenceURL.path
        guard wrote else {
            let written = ArtifactFiles(referenceURL: referenceURL, directory: artifactsDirectory)
                .write(actual: artifact, verdict: nil)
            let lines = ["No snapshot reference at \(path); not recorded because the record mode is never"]
            return .failed(message: (lines + written.lines).joined(separator: "\n"), artifacts: written.urls)
        }
        let advice = mode == .all ? " (record mode all); turn recording off and run again to compare"
            : "; run again to compare"
        return .recorded(referenceURL, message: "Recorded snapshot reference at \(path)\(advice)")
    }
}
