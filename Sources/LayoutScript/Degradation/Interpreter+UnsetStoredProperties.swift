import LayoutScene

/// Stored properties whose value comes from outside the file:
///
/// - A property wrapper the scene does not declare (`@Published`, an app's `@FormTextField(placeholder: "…")`) is an
///   unknown symbol, warned once at the attribute. A property with an initial value keeps it as its wrapped value
///   (what wrappers' `init(wrappedValue:)` usually store); one without is the unknown value, so what uses it is
///   skipped.
/// - An `@IBOutlet` without a value is set by a storyboard or nib, which layoutviz does not read: a view-typed outlet
///   holds a view made with UIKit's defaults (`init()`), in no view tree until the code adds it, with a warning;
///   one of a class no file declares (`SearchDialogView!`) that the files use as a view (`dialogView.snp…`) holds a
///   ``LayoutScene/PlaceholderView`` captioned with the class; an outlet of another type (`NSLayoutConstraint!`) is
///   an unknown value.
///
/// ```swift
/// @IBOutlet weak var titleLabel: UILabel!
/// // warning: '@IBOutlet titleLabel' is set by a storyboard or nib, which layoutviz does not read; a UILabel made
/// // with UIKit's defaults stands in
/// ```
extension Interpreter {
    func valueFromOutside(_ property: PropertyDecl, declared value: Value?, type: ScriptType?,
                          in scriptClass: ScriptClass) throws -> Value? {
        if let wrapper = property.wrapper {
            let unknownWrapper = unknown(wrapper.name, at: wrapper.span)
            return value ?? unknownWrapper
        }
        guard property.isOutlet, value == nil || value?.isNull == true else { return value }
        let symbol = "@IBOutlet \(property.name)"
        let made: Value
        switch type?.unwrapped {
        case .host(let host)? where isViewType(host)
                && host.initializers.contains(where: \.parameters.isEmpty):
            let call = Call(callee: .nilLiteral(property.nameSpan), arguments: [], span: property.nameSpan,
                            anchor: property.nameSpan)
            made = try construct(.host(host), call, in: Scope(parent: globals, naming: .stored), at: property.nameSpan)
        case .scriptClass(let outletClass)? where outletClass.hostBase.isView:
            made = try instantiate(outletClass, nil, in: Scope(parent: globals, naming: .stored), at: property.nameSpan)
        case .any? where layoutBuilding.isUsedAsView(property.name):
            guard let className = property.type?.unwrappingOptional.simpleName else { fallthrough }
            made = try makeView(PlaceholderView(className: className), at: property.nameSpan)
            made.host(View.self)?.translatesAutoresizingMaskIntoConstraints = false
        default:
            return unknown(symbol, at: property.nameSpan)
        }
        if skipped.noteUnknown(symbol) {
            warn("'\(symbol)' is set by a storyboard or nib, which layoutviz does not read; a \(type?.unwrapped.name ?? "") "
                     + "made with UIKit's defaults stands in", at: property.nameSpan)
        }
        return made
    }
}
