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
    var name: String { Self.path(of: layout, in: result) }

    /// `card/title`: the names from the root's child down to the view.
    static func path(of layout: ViewLayout, in result: LayoutResult) -> String {
        var names = [layout.name]
        var parent = layout.parentName.flatMap { name in result.views.first { $0.name == name } }
        while let current = parent, current.parentName != nil {
            names.insert(current.name, at: 0)
            parent = current.parentName.flatMap { name in result.views.first { $0.name == name } }
        }
        return names.joined(separator: "/")
    }

    /// Where the view was placed: its first active constraint's position in the scene's files, or for a view its
    /// container places (a stack view's arranged views) the nearest ancestor's.
    var location: SourceLocation? {
        var current: View? = view
        while let candidate = current {
            if let location = candidate.activeLayoutConstraints.lazy.compactMap(\.location).first(where: isInScene) {
                return location
            }
            current = candidate.superview
        }
        return nil
    }

    func finding(_ rule: LintRule, _ message: String) -> LintFinding {
        LintFinding(rule: rule, view: name, message: message, location: location)
    }

    /// Whether the view's frame rests on a value layoutviz made up: a constraint of the view or of an ancestor holds
    /// a stand-in for an unknown constant. Such a frame is not judged.
    var restsOnStandIns: Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.activeLayoutConstraints.contains(where: { $0.standInFor != nil }) { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether the view or one inside it shows text the scene could not know (a placeholder for the app's data), so
    /// that its size, and so its place, is made up.
    var isSizedByUnknownText: Bool {
        func unknownText(_ view: View) -> Bool {
            !view.unknownAssignments.isDisjoint(with: TextFitCheck.measuredProperties)
                || view.subviews.contains(where: unknownText)
        }
        return unknownText(view)
    }

    /// Whether the view belongs to a cell drawn on its own (no table or collection view holds it): it has no screen,
    /// its size being its list's to give.
    var isInStandaloneCell: Bool {
        ancestor(where: { $0 is TableViewCell || $0 is CollectionViewCell || $0 is TableViewHeaderFooterView }) != nil
            && ancestor(where: { $0 is TableView || $0 is CollectionView }) == nil
            || view is TableViewCell || view is CollectionViewCell
    }

    /// The nearest ancestor's layout for which `test` holds.
    func ancestor(where test: (View) -> Bool) -> ViewLayout? {
        var current = view.superview
        while let candidate = current {
            if test(candidate) { return result.layout(of: candidate) }
            current = candidate.superview
        }
        return nil
    }
}

/// A number as findings print it: whole points without decimals, others to one decimal.
func points(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
}
