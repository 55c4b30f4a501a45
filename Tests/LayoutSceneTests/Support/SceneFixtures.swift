import Foundation
@testable import LayoutScene

/// A misuse diagnostic as the tests compare it: the message and where the DSL call was written.
struct Misuse: Equatable, CustomStringConvertible {
    let message: String
    let file: String?
    let line: Int?

    /// The expected diagnostic for a call on `line` of the calling test file.
    init(_ message: String, line: Int, file: String = #fileID) {
        self.message = message
        self.file = file
        self.line = line
    }

    init(_ diagnostic: LayoutDiagnostic) {
        message = diagnostic.message
        file = diagnostic.location?.file
        line = diagnostic.location?.line
    }

    var description: String { "\(file ?? "?"):\(line ?? 0): \(message)" }
}

extension View {
    /// The misuse recorded by DSL calls on this view's subtree, in order.
    var misuse: [Misuse] { recordedMisuse().map(Misuse.init) }

    /// Adds and returns a new named subview.
    @discardableResult
    func addNamedSubview(_ name: String) -> View {
        let view = View()
        view.name = name
        addSubview(view)
        return view
    }

    /// The first constraint installed on this view whose first attribute is `attribute`.
    func installed(_ attribute: LayoutAttribute) -> LayoutConstraint? {
        installedConstraints.first { $0.firstAttribute == attribute }
    }
}

/// A named view that is not in any hierarchy.
func namedView(_ name: String) -> View {
    let view = View()
    view.name = name
    return view
}

/// The layout constraints of prepared (not activated) DSL constraints, in order.
func prepared(on view: View, _ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
    view.snp.prepareConstraints(closure).flatMap(\.layoutConstraints)
}

/// The constant of the only layout constraint `closure` prepares on `view`.
func preparedConstant(on view: View, _ closure: (ConstraintMaker) -> Void) -> CGFloat? {
    let constraints = prepared(on: view, closure)
    return constraints.count == 1 ? constraints[0].constant : nil
}
