import LayoutDiff

/// Why a picture differs from its reference, judged from the sidecar: the layout changed, the renderer
/// changed (frames equal, fingerprints not), neither, or unknown (no sidecar).
enum Cause {
    case layoutChanged(FramesDiff)
    case rendererChanged(RendererDrift)
    case framesEqual
    case framesUnknown

    init(reference: StoredReference, actual: SnapshotArtifact) {
        guard let sidecar = reference.sidecar, let frames = sidecar.frames else {
            self = .framesUnknown
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

    /// The cause line, where `differences` says what differs (`pixels differ`) and `detail` how much.
    func line(differences: String, detail: String?) -> String {
        let what = detail.map { "\(differences): \($0)" } ?? differences
        switch self {
        case .layoutChanged(let diff): return "layout changed: \(diff.summary)"
        case .rendererChanged(let drift): return "renderer changed: frames are equal but \(differences); \(drift)"
        case .framesEqual: return "\(what); frames are equal"
        case .framesUnknown: return "\(what); the reference has no sidecar to compare frames with"
        }
    }
}
