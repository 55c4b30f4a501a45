import LayoutScene

/// A UIKit view standing in for an undeclared class (`CategoryStackView(categories: list)` is a `UIStackView`, see
/// ``Interpreter/placeholderInstance(calling:_:in:at:)``) holds what the app's class puts in it, which is not in the
/// files: while the files have added none, its `subviews` and `arrangedSubviews` are unknown — so `guard let first =
/// stack.arrangedSubviews.first as? UILabel else { return }` goes on as an unknown condition does, instead of
/// returning before the layout below it — with one warning per class and property.
///
/// ```swift
/// private let stack = CategoryStackView(categories: categories)
/// guard let first = stack.arrangedSubviews.first as? UILabel else { return }   // goes on
/// ```
extension Interpreter {
    /// The unknown value for `name` read from `object`, when it is an empty list of views of a view standing in for
    /// an undeclared class; nil otherwise.
    func contentsOfUndeclaredClass(_ object: Any, _ name: String, _ found: Value, at span: SourceSpan) -> Value? {
        guard ["subviews", "arrangedSubviews"].contains(name), case .array(let views) = found, views.isEmpty,
              let view = object as? View, let className = viewsStandingInForClasses[ObjectIdentifier(view)] else {
            return nil
        }
        return unknown("\(className).\(name)", at: span)
    }
}
