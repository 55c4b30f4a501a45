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
///   symbol, named after the variable.
///
/// Its Auto Layout flag is off (`translatesAutoresizingMaskIntoConstraints = false`), as a factory making views for
/// constraints leaves it. The unknown symbol has already been warned about where it was used.
///
/// ```swift
/// private lazy var nameLabel = helper.makeLabel(size: 16)   // <UIHelper.makeLabel:nameLabel>, a hatched box
/// nameLabel.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(16) }
/// ```
extension Interpreter {
    /// `value`, or the view standing in for it when it is unknown and `name` is used as a view (see above).
    func viewStandIn(for value: Value, boundTo name: String?, declared: ScriptType?, at span: SourceSpan) throws
        -> Value {
        guard let symbol = value.unknownSymbol, let name else { return value }
        let declaredView: HostType? = if case .host(let host)? = declared?.unwrapped, isViewType(host) { host } else { nil }
        guard declaredView != nil || layoutBuilding.isUsedAsView(name) else { return value }
        let made: Value
        if let host = declaredView, host.name != "UIView" {
            guard let instance = try defaultInstance(of: host, at: span) else { return value }
            made = instance
        } else {
            made = try makeView(PlaceholderView(className: symbol.name), at: span)
        }
        made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
        if let view = made.host(View.self) { noteViewMadeByUnknownCode(view, from: symbol, at: span) }
        return made
    }
}
