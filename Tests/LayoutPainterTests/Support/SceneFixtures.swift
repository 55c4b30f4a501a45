import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene

/// A view with a name, added to `parent`.
@discardableResult
func makeView(_ name: String?, in parent: View) -> View {
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

/// Constrains `view` to the frame (in its superview's coordinates) with left, top, width and height constraints.
func pin(_ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    view.snp.makeConstraints { make in
        make.left.equalTo(x)
        make.top.equalTo(y)
        make.width.equalTo(width)
        make.height.equalTo(height)
    }
}

/// Lays the canvas out with the monospaced measurer and paints it.
func paint(_ canvas: Canvas, _ options: PaintOptions = PaintOptions(padding: 0)) -> DisplayList {
    let measurer = MonospacedTextMeasurer()
    return Painter(options: options).paint(canvas, result: canvas.layout(measuring: measurer), measuring: measurer)
}
