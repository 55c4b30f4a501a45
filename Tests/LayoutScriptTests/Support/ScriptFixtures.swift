import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The size scenes without a canvas of their own get in these tests.
let testSize = CGSize(width: 375, height: 667)

/// Loads a scene, recording the error as an issue if it fails.
func loadScene(_ source: String, fileName: String = "scene.swiftlay", size: CGSize = testSize,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LoadedScene? {
    do {
        return try SceneScript.load(source: source, fileName: fileName, defaultSize: size)
    } catch {
        Issue.record("scene failed to load:\n\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Loads a scene and lays it out with the monospaced measurer.
func layOut(_ source: String, fileName: String = "scene.swiftlay", size: CGSize = testSize,
            sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (LoadedScene, LayoutResult)? {
    guard let scene = loadScene(source, fileName: fileName, size: size, sourceLocation: sourceLocation) else { return nil }
    return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
}

/// The error a scene fails with, recording an issue if it loads.
func loadError(_ source: String, fileName: String = "scene.swiftlay", limits: ScriptLimits = ScriptLimits(),
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScriptError? {
    do {
        _ = try SceneScript.load(source: source, fileName: fileName, defaultSize: testSize, limits: limits)
        Issue.record("scene loaded but should have failed", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The first line of the first diagnostic of a failing scene.
func headline(_ source: String, limits: ScriptLimits = ScriptLimits(),
              sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
    loadError(source, limits: limits, sourceLocation: sourceLocation)?.diagnostics.first?.headline
}

/// The first warning of a scene whose own code has no root (the implicit root is used after it), recording an issue if
/// it fails to load.
func firstWarning(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
    loadScene(source + "\nview.alpha = 1", sourceLocation: sourceLocation)?.warnings.first?.headline
}

/// The frame of the view named `name` in a layout result.
func frame(_ name: String, in result: LayoutResult) -> CGRect? {
    result.views.first { $0.name == name }?.frame
}

/// Expects `rect` to be (x, y, width, height) within 1e-6 on every component.
func expectFrame(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let rect else {
        Issue.record("no frame, expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        return
    }
    let close = [(rect.origin.x, x), (rect.origin.y, y), (rect.size.width, width), (rect.size.height, height)]
        .allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "frame \(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// The labels in `view`'s hierarchy, `view` first, depth first.
func labels(in view: View) -> [Label] {
    ((view as? Label).map { [$0] } ?? []) + view.subviews.flatMap(labels(in:))
}
