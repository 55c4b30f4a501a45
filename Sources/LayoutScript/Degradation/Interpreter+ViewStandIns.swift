import LayoutScene

/// A variable, property, closure parameter or loop variable that holds an unknown value — made by an app's factory
/// from a file not given (`lazy var nameLabel = uiHelper.makeLabel(size: 16)`, `titleLabel = Factory.label()`), an
/// element of the app's data (`buttons.forEach { button in … }`, `for row in rows`) — but that the files use as
/// a view (constrain it with `snp` or anchors, add it as a subview; see ``LayoutBuildingIndex``) holds a view instead,
/// so it takes part in the view tree and its constraints keep the views around it in place:
///
/// - declared with a UIKit view class more specific than `UIView` (`let title: UILabel = …`), a new instance of that
///   class with UIKit's defaults, which what the file sets afterwards (`title.text = "Hi"`) then configures;
/// - otherwise (declared `UIView`, or not declared) a ``LayoutScene/PlaceholderView`` captioned with the unknown
///   symbol, named after the variable;
/// - a view controller the same way — declared with a UIKit controller class (`if let child = intent as?
///   UIViewController`) or used as one (its `view` constrained or added as a subview, or it added as a child): a
///   placeholder, which is its own `view`, so the child's view keeps its place in the tree.
///
/// Its Auto Layout flag is off (`translatesAutoresizingMaskIntoConstraints = false`), as a factory making views for
/// constraints leaves it, until the code gives it a frame before any constraint (``noteFrameSet(on:)``). The unknown
/// symbol has already been warned about where it was used.
///
/// ```swift
/// private lazy var nameLabel = helper.makeLabel(size: 16)   // <UIHelper.makeLabel:nameLabel>, a hatched box
/// nameLabel.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(16) }
/// let family: FamilyViewController = FamilyWrapper().make()   // <FamilyWrapper().make:family>
/// view.addSubview(family.view)
/// ```
extension Interpreter {
    /// `value`, or the view standing in for it when it is unknown and `name` is used as a view (see above).
    func viewStandIn(for value: Value, boundTo name: String?, declared: ScriptType?, at span: SourceSpan) throws
        -> Value {
        guard let symbol = value.unknownSymbol, let name else { return value }
        let declaredHost: HostType? = if case .host(let host)? = declared?.unwrapped { host } else { nil }
        let declaredView = declaredHost.flatMap { isViewType($0) ? $0 : nil }
        let isController = declaredHost.map(isControllerType) == true || layoutBuilding.isUsedAsController(name)
        guard declaredView != nil || isController || layoutBuilding.isUsedAsView(name) else { return value }
        let made: Value
        if let host = declaredView, host.name != "UIView" {
            guard let instance = try defaultInstance(of: host, at: span) else { return value }
            made = instance
        } else {
            made = try makeView(PlaceholderView(className: symbol.name), at: span)
        }
        if let view = made.host(View.self) {
            view.translatesAutoresizingMaskIntoConstraints = false
            standInsGuessedForConstraints.insert(ObjectIdentifier(view))
            noteViewMadeByUnknownCode(view, from: symbol, at: span)
        }
        return made
    }

    /// A stand-in the code then gives a `frame`, before any constraint of its own, is laid out by that frame, as
    /// UIKit lays out a view whose flag is on: the guess that its factory cleared the flag gives way
    /// (`self.sureButton = [JMButton buttonWithType:…]; self.sureButton.frame = CGRectMake(10, 20, 90, 30);`).
    /// SnapKit's and Masonry's `makeConstraints` clear the flag again, as they always do.
    func noteFrameSet(on target: LValue) {
        guard target.member == "frame", case .object(let object)? = target.owner, let view = object as? View,
              view.activeLayoutConstraints.isEmpty,
              standInsGuessedForConstraints.remove(ObjectIdentifier(view)) != nil else { return }
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    /// What an `if let` or `guard let` whose value is unknown binds: the stand-in of
    /// ``viewStandIn(for:boundTo:declared:at:)`` for a controller (declared by a conditional cast, `intent as?
    /// UIViewController`, or used as one) or a view the files add to a view; the unknown value otherwise.
    func bindingStandIn(for result: Value, boundTo name: String, value: Expr) throws -> Value {
        let cast: TypeRef? = if case .cast(_, let type, .conditional, _) = value { type } else { nil }
        let declared = cast.flatMap { try? resolveType($0) }
        let castToController = if case .host(let host)? = declared?.unwrapped { isControllerType(host) } else { false }
        guard castToController || layoutBuilding.isUsedAsController(name) || layoutBuilding.isAddedToAView(name)
        else { return result }
        return try viewStandIn(for: result, boundTo: name, declared: declared, at: value.span)
    }
}
