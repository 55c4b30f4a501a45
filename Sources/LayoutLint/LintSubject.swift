import Foundation
import LayoutEngine
import LayoutScene

/// One view being linted: its layout, its name and path for findings, and the position that placed it.
struct LintSubject {
    let layout: ViewLayout
    let result: LayoutResult
    /// Whether a position is in the scene's files (not in layoutviz's own, for constraints it makes itself).
    let isInScene: (SourceLocation) -> Bool

    var view: View { layout.view }
    /// The view's path (`rows[1]/toggle`), which tells apart views of the same name.
    var name: String { ViewPath.of(view) }

    /// Where the view was placed: its first active constraint's position in the scene's files, or for a view its
    /// container places (a stack view's arranged views) the nearest ancestor's.
    var location: SourceLocation? {
        view.placement(isInScene: isInScene)
    }

    func finding(_ rule: LintRule, _ message: String) -> LintFinding {
        LintFinding(rule: rule, view: name, message: message, location: location, frame: layout.absoluteFrame)
    }

    /// Whether the view's frame rests on a value layoutviz made up: a constraint of the view or of an ancestor holds
    /// a stand-in for an unknown constant. Such a frame is not judged.
    var restsOnStandIns: Bool {
        view.selfAndSuperviews.contains { $0.activeLayoutConstraints.contains { $0.standInFor != nil } }
    }

    /// Whether the view's size is made up, or shares constraints with one whose is: it, or a view a constraint relates
    /// it to (either way round), is a placeholder for an unknown class (sized by a stand-in) or shows placeholder
    /// text.
    var dependsOnUnknownSizes: Bool {
        let own = view.activeLayoutConstraints.compactMap { $0.secondItem?.hierarchyView }
        let neighbours = (view.superview ?? view).viewsInTreeOrder.filter { other in
            other.activeLayoutConstraints.contains { $0.secondItem?.hierarchyView === view }
        }
        return ([view] + own + neighbours).contains { $0 is PlaceholderView || Self.showsUnknownText($0) }
    }

    /// Whether the scene's files constrain the view along `axis`: one of its own active constraints there was made
    /// in them, or a stack view arranges it.
    func isConstrainedByScene(along axis: LayoutAxis) -> Bool {
        if let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
            return true
        }
        return view.activeLayoutConstraints.contains { constraint in
            constraint.firstAttribute.axis == axis && constraint.location.map(isInScene) == true
        }
    }

    /// Whether the view or one inside it shows text the scene could not know (a placeholder for the app's data), so
    /// that its size, and so its place, is made up.
    var isSizedByUnknownText: Bool {
        Self.showsUnknownText(view)
    }

    /// Whether `view` or one inside it shows text set from an unknown value.
    static func showsUnknownText(_ view: View) -> Bool {
        !view.unknownAssignments.isDisjoint(with: TextFitCheck.measuredProperties)
            || view.subviews.contains(where: showsUnknownText)
    }

    /// Whether the view belongs to a cell drawn on its own (no table or collection view holds it): it has no screen,
    /// its size being its list's to give.
    var isInStandaloneCell: Bool {
        let lineage = view.selfAndSuperviews
        return lineage.contains { $0 is TableViewCell || $0 is CollectionViewCell || $0 is TableViewHeaderFooterView }
            && !lineage.contains { $0 is TableView || $0 is CollectionView }
    }

    /// The nearest ancestor's layout for which `test` holds.
    func ancestor(where test: (View) -> Bool) -> ViewLayout? {
        view.superview?.selfAndSuperviews.first(where: test).flatMap(result.layout(of:))
    }
}

/// A number as findings print it: whole points without decimals, others to one decimal.
func points(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
}
