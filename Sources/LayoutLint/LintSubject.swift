import Foundation
import LayoutEngine
import LayoutScene

/// One view being linted: its layout, its name and path for findings, and the position that placed it.
struct LintSubject {
    let layout: ViewLayout
    let result: LayoutResult

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

    /// Where the view was placed: its first active constraint's position, or for a view its container places (a
    /// stack view's arranged views) the nearest ancestor's.
    var location: SourceLocation? {
        var current: View? = view
        while let candidate = current {
            if let location = candidate.activeLayoutConstraints.lazy.compactMap(\.location).first { return location }
            current = candidate.superview
        }
        return nil
    }

    func finding(_ rule: LintRule, _ message: String) -> LintFinding {
        LintFinding(rule: rule, view: name, message: message, location: location)
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
