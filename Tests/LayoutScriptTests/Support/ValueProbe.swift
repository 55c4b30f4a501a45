import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Runs a scene whose code stores results in views' `tag` and `name` and in a label's `text`, the easiest values to
/// read back: `probe("let x = 7 / 2", "x")` evaluates `x` and returns its description.
func evaluated(_ statements: String, _ expression: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> String? {
    let source = """
        let probe = UILabel()
        view.addSubview(probe)
        \(statements)
        probe.text = "\\(\(expression))"
        """
    guard let scene = loadScene(source, sourceLocation: sourceLocation) else { return nil }
    return (scene.canvas.subviews.first as? Label)?.text
}
