import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// One DSL form written twice: as scene text (the body of `a.snp.makeConstraints { make in … }`, with views `a`, `b`
/// and a guide `g` in a 400 × 400 canvas) and as the same Swift, compiled.
struct DSLForm: Sendable, CustomTestStringConvertible {
    let scene: String
    let compiled: @Sendable (ConstraintMaker, View, LayoutGuide) -> Void

    init(_ scene: String, _ compiled: @escaping @Sendable (ConstraintMaker, View, LayoutGuide) -> Void) {
        self.scene = scene
        self.compiled = compiled
    }

    var testDescription: String { scene }
}

/// The constraints of a canvas as text, without source locations (which differ between the two spellings).
func constraintTexts(of canvas: Canvas) -> [String] {
    canvas.allActiveLayoutConstraints().map { $0.description.replacing(/@[^ ]+#\d+/, with: "") }
}

/// The setup both spellings share: `b` fills the canvas inset by 20, the guide `g` is its right half.
let formPrologue = """
    let canvas = Canvas(width: 400, height: 400)
    let a = UILabel()
    a.text = "Hello"
    let b = UIView()
    canvas.addSubview(b)
    b.addSubview(a)
    let g = UILayoutGuide()
    b.addLayoutGuide(g)
    b.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    g.snp.makeConstraints { make in
        make.top.bottom.right.equalToSuperview()
        make.width.equalToSuperview().multipliedBy(0.5)
    }

    """

/// The compiled twin of ``formPrologue``.
func compiledFormCanvas(_ body: (ConstraintMaker, View, LayoutGuide) -> Void) -> Canvas {
    let canvas = Canvas(width: 400, height: 400)
    let a = Label()
    a.name = "a"
    a.text = "Hello"
    let b = View()
    b.name = "b"
    canvas.addSubview(b)
    b.addSubview(a)
    let g = LayoutGuide()
    g.identifier = "g"
    b.addLayoutGuide(g)
    b.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    g.snp.makeConstraints { make in
        make.top.bottom.right.equalToSuperview()
        make.width.equalToSuperview().multipliedBy(0.5)
    }
    a.snp.makeConstraints { make in body(make, b, g) }
    return canvas
}

/// Expects a scene body and its compiled twin to make the same constraints and the same frames.
func expectSameAsCompiled(_ form: DSLForm, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let source = formPrologue + "a.snp.makeConstraints { make in\n    \(form.scene)\n}\n"
    guard let scene = loadScene(source, sourceLocation: sourceLocation) else { return }
    let compiled = compiledFormCanvas(form.compiled)
    #expect(constraintTexts(of: scene.canvas) == constraintTexts(of: compiled), sourceLocation: sourceLocation)
    let interpreted = scene.canvas.layout().views.map(\.frame)
    let expected = compiled.layout().views.map(\.frame)
    #expect(interpreted == expected, sourceLocation: sourceLocation)
}
