import LayoutScene

/// A name no file declares that code of a class with something undeclared to inherit from assigns and uses as a view
/// (`scrollView = UIScrollView(); view.addSubview(scrollView)` in an extension whose class is declared in a file not
/// given) is the stored property the class declares there: the assignment stores the value, and later reads give
/// it, as ``Interpreter/inheritedViewProperty(_:of:at:)`` gives its placeholder to code that only reads the name. A
/// placeholder the code read before assigning is replaced: it leaves the view tree it was put in.
///
/// ```swift
/// // extension MovieViewController { func build() { scrollView = UIScrollView(); view.addSubview(scrollView) } }
/// // warning: 'scrollView' is not declared: the code assigns it and uses it as a view, so it is a stored property …
/// ```
extension Interpreter {
    /// Where an assignment to the undeclared view name `name` of `owner` (`self`) stores its value, or nil when the
    /// rule does not apply.
    func assignedInheritedView(_ name: String, of owner: Value, at span: SourceSpan) -> LValue? {
        guard name.first?.isLowercase == true, layoutBuilding.isUsedAsView(name),
              case .object(let object) = owner, let scripted = HostBase.scriptedObject(object),
              hasPartsInFilesNotGiven(scripted.instance.scriptClass) else { return nil }
        let key = ObjectIdentifier(scripted)
        return LValue(
            get: { [self] in
                inheritedViews[key]?[name] ?? inheritedViewProperty(name, of: owner, at: span)
                    ?? unknown(name, at: span)
            },
            set: { [self] newValue in
                if skipped.noteUnknown(name) {
                    warn("'\(name)' is not declared: the code assigns it and uses it as a view, so it is a stored "
                             + "property its class declares in a file not given", at: span)
                }
                if let replaced = inheritedViews[key]?[name]?.host(View.self), replaced is PlaceholderView {
                    replaced.removeFromSuperview()
                }
                inheritedViews[key, default: [:]][name] = newValue
            },
            type: nil, name: name, strength: .stored)
    }
}
