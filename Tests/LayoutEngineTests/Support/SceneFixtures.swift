import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A view with a name, added to `parent`.
@discardableResult
func makeView(_ name: String, in parent: View) -> View {
    let view = View()
    view.name = name
    parent.addSubview(view)
    return view
}

/// A label with a name, text and a 10 pt font (5 pt per character, 12 pt per line with `MonospacedTextMeasurer`).
@discardableResult
func makeLabel(_ name: String, text: String, lines: Int = 1, in parent: View) -> Label {
    let label = Label()
    label.name = name
    label.text = text
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = lines
    parent.addSubview(label)
    return label
}

/// The layout state a canvas keeps between passes.
func layoutState(of canvas: Canvas) -> LayoutState? {
    canvas.layoutState as? LayoutState
}

/// Constrains `view` to the frame (in its superview's coordinates) with left, top, width and height constraints.
func pin(_ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    view.snp.makeConstraints { make in
        make.left.equalTo(x)
        make.top.equalTo(y)
        make.width.equalTo(width)
        make.height.equalTo(height)
    }
}

/// A view named `container` constrained to (100, 50, 200, 300) in `canvas`.
func makeContainer(in canvas: Canvas) -> View {
    let container = makeView("container", in: canvas)
    pin(container, 100, 50, 200, 300)
    return container
}

/// Adds `view` (named `control`) to `canvas` at (10, 20) with nothing but its intrinsic size to size it, lays out,
/// expects no diagnostics and returns its frame.
func laidOutAtItsIntrinsicSize(_ view: View, in canvas: Canvas,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CGRect {
    view.name = "control"
    canvas.addSubview(view)
    view.snp.makeConstraints { make in make.left.equalTo(10); make.top.equalTo(20) }
    let result = canvas.layout()
    #expect(result.diagnostics.isEmpty, sourceLocation: sourceLocation)
    return view.frame
}
