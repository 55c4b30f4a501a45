import Foundation

/// The tree a snapshot's tree-ordered view list describes.
enum SnapshotTree {
    /// Each view's superview: the closest earlier view with the parent's name.
    static func parents(of views: [ViewSnapshot]) -> [Int?] {
        var lastIndexByName: [String: Int] = [:]
        return views.enumerated().map { index, view in
            defer { lastIndexByName[view.name] = index }
            return view.parentName.flatMap { lastIndexByName[$0] }
        }
    }

    /// Frames in canvas coordinates, summing superview origins (scroll offsets are not in snapshots).
    static func absoluteFrames(of views: [ViewSnapshot]) -> [CGRect] {
        var frames: [CGRect] = []
        for (index, parent) in parents(of: views).enumerated() {
            let origin = parent.map { frames[$0].origin } ?? .zero
            frames.append(views[index].frame.offsetBy(dx: origin.x, dy: origin.y))
        }
        return frames
    }
}
