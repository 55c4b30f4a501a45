import LayoutDiff

/// Why a picture differs from its reference, judged from the sidecar: the layout changed, the renderer
/// changed (frames equal, fingerprints not), neither, or unknown (no sidecar).
enum Cause {
    case layoutChanged(FramesDiff)
    case rendererChanged(RendererDrift)
    case framesEqual
    /// No sidecar, or one that cannot be read (the reason).
    case framesUnknown(problem: String?)

    init(reference: StoredReference, actual: SnapshotArtifact) {
        guard let sidecar = reference.sidecar, let frames = sidecar.frames else {
            self = .framesUnknown(problem: reference.sidecarProblem)
            return
        }
        let diff = FramesDiff(reference: frames, actual: actual.frames)
        if !diff.isEqual {
            self = .layoutChanged(diff)
        } else if let drift = RendererDrift(reference: sidecar.fingerprint, current: actual.fingerprint) {
            self = .rendererChanged(drift)
        } else {
            self = .framesEqual
        }
    }

    /// Whether the line names the layout or the renderer (so counts go on a line of their own).
    var isLayoutOrRenderer: Bool {
        switch self {
        case .layoutChanged, .rendererChanged: true
        case .framesEqual, .framesUnknown: false
        }
    }

    /// The cause lines, where `differences` says what differs (`pixels differ`) and `detail` how much: one
    /// line, except that a layout change gives the geometry on one line and one line per changed diagnostic.
    func lines(differences: String, detail: String?) -> [String] {
        let what = detail.map { "\(differences): \($0)" } ?? differences
        switch self {
        case .layoutChanged(let diff): return Self.layoutLines(diff)
        case .rendererChanged(let drift): return ["renderer changed: frames are equal but \(differences); \(drift)"]
        case .framesEqual: return ["\(what); frames are equal"]
        case .framesUnknown(nil): return ["\(what); the reference has no sidecar to compare frames with"]
        case .framesUnknown(let problem?): return ["\(what); the frames cannot be compared: \(problem)"]
        }
    }

    /// The full text of a layout change whose diagnostics changed (the message gives their first lines
    /// only), for the artifacts folder.
    var changesText: String? {
        if case .layoutChanged(let diff) = self { return Self.changesText(diff) }
        return nil
    }

    /// Every change in full when a diagnostic is among them, else `nil`.
    static func changesText(_ diff: FramesDiff) -> String? {
        diff.changes.contains(where: \.isDiagnostic) ? diff.fullText : nil
    }

    /// `layout changed: <geometry>`, then `diagnostic added: …` lines.
    static func layoutLines(_ diff: FramesDiff) -> [String] {
        let lines = diff.summaryLines
        return lines.isEmpty ? [] : ["layout changed: " + lines[0]] + lines.dropFirst()
    }
}
