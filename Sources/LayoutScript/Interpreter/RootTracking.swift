import Foundation
import LayoutScene

/// Which canvas is the scene's root: the first one the scene creates (an explicit `Canvas(…)`, or the implicit
/// `view` when first used), and the variable it was first bound to.
struct RootTracking {
    private(set) var firstCanvas: Canvas?
    private(set) var variableName: String?
    private(set) var implicitRoot: Canvas?

    mutating func noteCreated(_ canvas: Canvas) {
        if firstCanvas == nil { firstCanvas = canvas }
    }

    mutating func noteImplicitRoot(_ canvas: Canvas) {
        implicitRoot = canvas
        noteCreated(canvas)
    }

    mutating func noteBinding(_ value: Value, to name: String) {
        guard variableName == nil, let canvas = firstCanvas, let bound = value.host(Canvas.self), bound === canvas,
              bound !== implicitRoot else { return }
        variableName = name
    }
}

extension Interpreter {
    /// `Canvas(width:height:)` and its siblings: checks the size, counts the view, remembers the first canvas. On a
    /// device the canvas is the device's screen, whatever size the scene asks for.
    func makeCanvas(width: CGFloat, height: CGFloat, hosting controller: ViewController?, at span: SourceSpan) throws
        -> Value {
        try checkCanvasSize(width: width, height: height, at: span)
        try countView(at: span)
        let size = screen?.size ?? CGSize(width: width, height: height)
        let canvas = controller.map { Canvas(hosting: $0, width: size.width, height: size.height) }
            ?? Canvas(size: size)
        if let screen { canvas.apply(screen) }
        roots.noteCreated(canvas)
        return .object(canvas)
    }

    func checkCanvasSize(width: CGFloat, height: CGFloat, at span: SourceSpan) throws {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw ScriptFailure.limit("canvas size must be finite and greater than zero (got \(width) × \(height))",
                                      at: span)
        }
        let area = Double(width * height)
        guard area <= limits.maximumCanvasArea else {
            throw ScriptFailure.limit("canvas is too large: \(width) × \(height) = "
                                          + "\(Grouped.text(Int(min(area, 1e18)))) square points (the limit is "
                                          + "\(Grouped.text(Int(limits.maximumCanvasArea))))", at: span)
        }
    }

    /// The implicit root `view`: a canvas of the default size named "view", made the first time the scene uses it.
    func implicitRootView(at span: SourceSpan) throws -> Value {
        if let canvas = roots.implicitRoot { return .object(canvas) }
        try checkCanvasSize(width: defaultSize.width, height: defaultSize.height, at: span)
        try countView(at: span)
        let canvas = Canvas(width: defaultSize.width, height: defaultSize.height)
        if let screen { canvas.apply(screen) }
        canvas.name = "view"
        naming.markNamedByCode(canvas)
        roots.noteImplicitRoot(canvas)
        return .object(canvas)
    }
}
