import Foundation
import LayoutScene

/// What one layout solves, listed in the order a fresh solver adds it: the canvas size, guide definitions,
/// autoresizing frames, content sizes and stack views' arrangements (each in tree order), then the scene's constraints
/// in activation order.
struct ConstraintPlan {
    let canvas: Canvas
    /// The canvas's views in tree order.
    let views: [View]
    /// The active scene constraints in activation order.
    let sceneConstraints: [LayoutConstraint]
    /// The frame each view translating its autoresizing mask keeps.
    let autoresizingFrames: [ObjectIdentifier: CGRect]

    /// The constraints for the current inputs.
    func constraints(with geometry: LayoutGeometry) -> [DesiredConstraint] {
        var result = geometry.canvasSizeConstraints(canvas)
        for view in views {
            result += geometry.guideDefinitions(of: view)
        }
        let hostedRoot = canvas.hostedController?.view
        for view in views {
            guard let frame = autoresizingFrames[ObjectIdentifier(view)] else { continue }
            result += geometry.autoresizingConstraints(of: view, frame: frame, isHostedRoot: view === hostedRoot)
        }
        for view in views where view !== canvas {
            result += geometry.contentSizeConstraints(of: view)
        }
        for view in views {
            result += geometry.stackConstraints(of: view)
        }
        result += sceneConstraints.compactMap(geometry.desired(for:))
        return result
    }
}
