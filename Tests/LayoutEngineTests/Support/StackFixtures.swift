import Foundation
@testable import LayoutEngine
import LayoutScene

/// A view with a fixed intrinsic size, as a control or image view has.
final class SizedView: View {
    let size: CGSize

    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        self.name = name
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack named `stack` arranging `items`, added to `canvas` at (10, 20) with the given width and height
/// constraints (`nil` leaves the size to the arrangement).
@discardableResult
func makeStack(_ axis: LayoutAxis, _ items: [View], in canvas: Canvas, width: CGFloat? = nil, height: CGFloat? = nil,
               spacing: CGFloat = 0) -> StackView {
    let stack = StackView(arrangedSubviews: items)
    stack.name = "stack"
    stack.axis = axis
    stack.spacing = spacing
    canvas.addSubview(stack)
    stack.snp.makeConstraints { make in
        make.left.equalTo(10)
        make.top.equalTo(20)
        if let width { make.width.equalTo(width) }
        if let height { make.height.equalTo(height) }
    }
    return stack
}

/// A label not yet in a hierarchy, in the system font at `size` points (`MonospacedTextMeasurer`: 0.5 em per
/// character, 1.2 em per line, first baseline 0.9 em below the top).
func stackLabel(_ name: String, _ text: String, size: CGFloat = 10, lines: Int = 1) -> Label {
    let label = Label()
    label.name = name
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.numberOfLines = lines
    return label
}

/// The descriptions of the generated constraints of the canvas's stacks, in the order layout adds them; only those
/// with `identifier` when one is given.
func stackConstraintDescriptions(_ canvas: Canvas, _ identifier: String? = nil) -> [String] {
    let session = SolverSession()
    session.prepareVariables(for: canvas.allItemsInSubtree())
    let geometry = LayoutGeometry(session: session, inputs: DynamicInputs.initial(
        views: canvas.viewsInTreeOrder, canvas: canvas, previous: nil,
        measurement: TextMeasurement(measurer: MonospacedTextMeasurer())))
    return canvas.viewsInTreeOrder.flatMap(geometry.stackConstraints(of:)).map(\.reference.description)
        .filter { identifier == nil || $0.contains("'\(identifier!)'") }
}
