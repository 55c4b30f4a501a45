import LayoutScene

/// A UIKit view property that is nil until someone sets it (a cell's `backgroundView`, a table's `tableHeaderView`),
/// read on an object of a class whose base the files do not declare, where the files use the name as a view
/// (`[self.backgroundView mas_makeConstraints:…]`, `backgroundView.addSubview(card)`): the undeclared base set it,
/// as the code relies on. It is set to the placeholder an inherited view property gets
/// (``inheritedViewProperty(_:of:at:)``), so UIKit's property places it as it places any view set there, and the
/// views constrained to it keep their places. Read on a class the files declare whole, it stays nil, as UIKit
/// leaves it.
///
/// ```swift
/// // class PhotoCell: BaseCell { override func layoutSubviews() { backgroundView?.snp.makeConstraints { … } } }
/// // warning: UIKit's 'backgroundView' is nil until set, and the files use it as a view: the undeclared base
/// // 'BaseCell' sets it, a placeholder view
/// ```
extension Interpreter {
    /// The placeholder the undeclared base set `property` (named `name`) of `object` to, or nil when the rule does
    /// not apply.
    func viewTheBaseSets(_ object: Any, _ name: String, _ property: HostProperty, read: Value,
                         at span: SourceSpan) -> Value? {
        guard read.isNull, let setter = property.set, let scripted = HostBase.scriptedObject(object),
              let base = substitutedBase(of: scripted.instance.scriptClass),
              case .host(let host) = property.type.unwrapped, isViewType(host) else { return nil }
        let reason = "UIKit's '\(name)' is nil until set, and the files use it as a view: the undeclared base "
            + "'\(base.name)' sets it, a placeholder view"
        guard let made = inheritedViewProperty(name, of: .object(object as AnyObject), at: span, reason: reason)
        else { return nil }
        _ = try? setter(object, made)
        return made
    }
}
