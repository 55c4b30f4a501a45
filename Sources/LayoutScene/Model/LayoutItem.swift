/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// ```swift
/// let items: [LayoutItem] = [card, card.safeAreaLayoutGuide]
/// ```
open class LayoutItem {
    /// Active constraints whose first item is this one, in activation order.
    package internal(set) var activeLayoutConstraints: [LayoutConstraint] = []
    /// The DSL constraints made on this item and still active, in activation order (SnapKit's constraint set).
    var dslConstraints: [Constraint] = []
    /// Misuse recorded by DSL calls whose first item is this one.
    var recordedDiagnostics: [RecordedDiagnostic] = []

    init() {}

    /// The view that places this item in a hierarchy: a view itself, a guide's owning view.
    package var hierarchyView: View? { nil }

    /// What SnapKit's `equalToSuperview()` and constant targets refer to: a view's superview, a guide's owning view.
    package var constraintSuperview: View? { nil }

    /// The name printed in descriptions after the type, e.g. `box` in `UIView:box`.
    package var displayName: String { "?" }

    /// The type printed in descriptions, e.g. `UIView` or `UILayoutGuide`.
    package var typeName: String { "LayoutItem" }

    /// `Type:name`, as SnapKit prints an item.
    package var qualifiedName: String { "\(typeName):\(displayName)" }

    /// The direction leading/trailing resolve in for this item.
    package var resolvedLayoutDirection: LayoutDirection { hierarchyView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight }

    /// Diagnostics recorded by DSL calls on this item, in the order they happened.
    package var diagnostics: [(diagnostic: LayoutDiagnostic, sequence: Int)] {
        recordedDiagnostics.map { ($0.diagnostic, $0.sequence) }
    }

    /// Records misuse found by a DSL call on this item.
    func recordMisuse(_ message: String, at location: SourceLocation?) {
        let diagnostic = LayoutDiagnostic(severity: .error, kind: .misuse, message: message, location: location)
        recordedDiagnostics.append(RecordedDiagnostic(diagnostic: diagnostic, sequence: Sequence.next()))
    }
}
