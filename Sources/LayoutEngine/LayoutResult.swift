import Foundation
import LayoutScene

/// What one ``LayoutScene/Canvas/layout(measuring:)`` pass found: every view's frame and the diagnostics.
///
/// ```swift
/// let result = canvas.layout()
/// print(result.frame(of: card) ?? .zero)
/// result.diagnostics.forEach { print($0) }
/// ```
public struct LayoutResult {
    /// Every view in tree order, the canvas first.
    ///
    /// ```swift
    /// for entry in result.views { print(entry.name, entry.frame) }
    /// ```
    public let views: [ViewLayout]
    /// Recorded DSL misuse (in the order it happened) and invalid numbers, then conflicts, then optional
    /// constraints left unsatisfied (notes), then ambiguity (warnings).
    ///
    /// ```swift
    /// let errors = result.diagnostics.filter { $0.severity == .error }
    /// ```
    public let diagnostics: [LayoutDiagnostic]
    /// The conflicts among required constraints, in the order their broken constraints were added.
    ///
    /// ```swift
    /// let broken = result.conflicts.map(\.brokenConstraint)
    /// ```
    public let conflicts: [LayoutConflict]
    /// The optional scene constraints the solution does not satisfy, in the order of their notes in ``diagnostics``
    /// (highest priority first).
    ///
    /// ```swift
    /// let dropped = result.unsatisfiedConstraints.map(\.description)
    /// ```
    public let unsatisfiedConstraints: [LayoutConstraint]
    private let indexByView: [ObjectIdentifier: Int]

    init(views: [ViewLayout], diagnostics: [LayoutDiagnostic], conflicts: [LayoutConflict],
         unsatisfiedConstraints: [LayoutConstraint]) {
        self.views = views
        self.diagnostics = diagnostics
        self.conflicts = conflicts
        self.unsatisfiedConstraints = unsatisfiedConstraints
        indexByView = Dictionary(views.enumerated().map { (ObjectIdentifier($0.element.view), $0.offset) },
                                 uniquingKeysWith: { first, _ in first })
    }

    /// The result with one more diagnostic after the others.
    func adding(_ diagnostic: LayoutDiagnostic) -> LayoutResult {
        LayoutResult(views: views, diagnostics: diagnostics + [diagnostic], conflicts: conflicts,
                     unsatisfiedConstraints: unsatisfiedConstraints)
    }

    /// The entry for `view`, or `nil` when it was not in the canvas.
    ///
    /// ```swift
    /// let entry = result.layout(of: title)
    /// ```
    public func layout(of view: View) -> ViewLayout? {
        indexByView[ObjectIdentifier(view)].map { views[$0] }
    }

    /// The view's frame in its superview's coordinates.
    ///
    /// ```swift
    /// result.frame(of: card) // CGRect(x: 16, y: 63, width: 343, height: 120)
    /// ```
    public func frame(of view: View) -> CGRect? {
        layout(of: view)?.frame
    }

    /// The view's frame in canvas coordinates.
    ///
    /// ```swift
    /// result.absoluteFrame(of: avatar)
    /// ```
    public func absoluteFrame(of view: View) -> CGRect? {
        layout(of: view)?.absoluteFrame
    }

    /// The view's ambiguous attributes (see ``ViewLayout/ambiguousAttributes``); empty for a view not in the canvas.
    ///
    /// ```swift
    /// result.ambiguousAttributes(of: badge) // ["x"]
    /// ```
    public func ambiguousAttributes(of view: View) -> [String] {
        layout(of: view)?.ambiguousAttributes ?? []
    }
}
