import LayoutScene

/// An undeclared class named like a controller (`CKPageController()`, `SegmentController()`) is a view controller
/// whose view is a placeholder (see ``Interpreter/placeholderInstance(calling:_:in:at:)``), but the name is only a
/// guess: when the files use the instance as a view — add it as a subview, constrain it (`pageController.snp`,
/// `pageController.topAnchor`) — the app's class is a view, and the instance stands for its placeholder view there.
///
/// ```swift
/// lazy var pageController = CKPageController()
/// addSubview(pageController)                          // adds its placeholder view
/// pageController.snp.makeConstraints { $0.edges.equalToSuperview() }
/// ```
extension Interpreter {
    /// The placeholder view of a controller guessed from its class's name, where a view is `wanted`; nil otherwise.
    func viewOfControllerGuessedFromName(_ value: Value, wanted: ScriptType) -> Value? {
        guard case .host(let host) = wanted.unwrapped, isViewType(host),
              let view = viewOfGuessedController(value) else { return nil }
        return .object(view)
    }

    /// A member a controller guessed from its class's name lacks but its placeholder view has (`snp`, `topAnchor`).
    func viewMemberOfControllerGuessedFromName(_ name: String, of value: Value, at span: SourceSpan) -> Value? {
        guard let view = viewOfGuessedController(value) else { return nil }
        return (try? memberIfPresent(of: .object(view), name, at: span)) ?? nil
    }

    private func viewOfGuessedController(_ value: Value) -> View? {
        guard let controller = value.host(ViewController.self),
              controllersGuessedFromNames.contains(ObjectIdentifier(controller)) else { return nil }
        return controller.view
    }
}
