import LayoutScene

/// What shows the root controller — a navigation controller, a tab bar controller, nothing — is decided by the app's
/// other files (its scene delegate, the screen that pushes it), not by the controller's file. So unless `--embed`
/// says (``LoadOptions/embedding``), the root controller's `navigationController` and `tabBarController` are
/// unknown rather than nil, with one warning each: `guard let bar = navigationController?.navigationBar else {
/// return }` goes on as an unknown condition does, instead of returning before the layout below it.
///
/// ```swift
/// guard let size = navigationController?.navigationBar.frame else { return }   // goes on; `size` is unknown
/// ```
extension Interpreter {
    /// The unknown value for `name` read from `object`, when it is the root controller's absent container; nil
    /// otherwise.
    func unknownPresentation(_ object: Any, _ name: String, _ found: Value, at span: SourceSpan) -> Value? {
        guard name == "navigationController" || name == "tabBarController", embedding == nil, case .null = found,
              let controller = object as? ViewController, controller.parent == nil,
              rootInstance?.host(ViewController.self) === controller else { return nil }
        let symbol = "\(typeName(of: .object(controller))).\(name)"
        if skipped.noteUnknown(symbol) {
            warn("'\(name)' of the root controller is unknown: the app's other files decide what shows it (`--embed "
                     + "\(name == "navigationController" ? "navigation" : "tab")` shows it in one)", at: span)
        }
        return .unknown(symbol)
    }
}
