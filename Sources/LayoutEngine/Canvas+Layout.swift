import Foundation
import LayoutScene

extension Canvas {
    /// Solves the scene and writes the result into it: every view's `frame` (in its superview's coordinates, content
    /// coordinates inside a scroll view), guides' `layoutFrame`, `safeAreaInsets`, labels' text metrics and intrinsic
    /// sizes, and scroll views' `contentSize` where the constraints determine it. Runs inside the hosted controller's
    /// layout callbacks. The next call re-solves incrementally: only constraints that changed are touched.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 375, height: 667)
    /// canvas.addSubview(card)
    /// card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    /// let result = canvas.layout()
    /// print(card.frame)                  // (16.0, 16.0, 343.0, 635.0)
    /// result.diagnostics.forEach { print($0) }
    /// ```
    @discardableResult
    public func layout(measuring measurer: any TextMeasuring = MonospacedTextMeasurer()) -> LayoutResult {
        let result = withControllerLayoutCallbacks { solveAndLayOutSubviews(measuring: measurer) }
        guard let fitting = heightFitting else { return result }
        heightFitting = nil
        var fitted = size
        if let width = fitting.widthFitting {
            let fittedWidth = fitting.content.frame.width
            if fittedWidth.isFinite, fittedWidth >= 0.5 {
                fitted.width = fittedWidth
            } else {
                width.fitting.deactivate()
                width.fullWidth.activate()
                if let fallback = width.fallbackWidth { fitted.width = min(fallback, fitted.width) }
            }
        }
        let height = fitting.content.frame.height
        var collapse: LayoutDiagnostic?
        if height.isFinite, height >= 0.5 {
            fitted.height = height
        } else {
            fitting.fitting.deactivate()
            fitting.fullScreen.activate()
            if let fallback = fitting.fallbackHeight { fitted.height = fallback }
            collapse = fitting.fallbackWarning.map {
                LayoutDiagnostic(severity: .warning, kind: .ambiguity, message: $0,
                                 location: fitting.fitting.sourceLocation)
            }
        }
        size = fitted
        let fittedResult = layout(measuring: measurer)
        guard let collapse else { return fittedResult }
        return fittedResult.adding(collapse)
    }

    /// How many times layout solves again after `layoutSubviews()` overrides changed the frames.
    static let relayoutLimit = 4

    /// Solves, then runs UIKit's layout-subviews pass (``LayoutScene/Canvas/layoutSubviewsPass()``); while scene
    /// overrides of `layoutSubviews()` ran, runs the update-constraints pass and solves again, until the frames
    /// stop changing or ``relayoutLimit`` re-solves were made (then a warning says the layout did not settle).
    private func solveAndLayOutSubviews(measuring measurer: any TextMeasuring) -> LayoutResult {
        var result = LayoutPass(canvas: self, measurer: measurer).run()
        for _ in 0..<Self.relayoutLimit {
            guard layoutSubviewsPass() else { return result }
            updateConstraintsIfNeeded()
            let next = LayoutPass(canvas: self, measurer: measurer).run()
            let settled = next.views.map(\.frame) == result.views.map(\.frame)
            result = next
            if settled { return result }
        }
        return result.adding(LayoutDiagnostic(
            severity: .warning, kind: .misuse,
            message: "layoutSubviews() kept changing the frames; layout stopped after \(Self.relayoutLimit) "
                + "re-solves", location: nil))
    }
}
