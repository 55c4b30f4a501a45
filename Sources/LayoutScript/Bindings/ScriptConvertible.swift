import Foundation
import LayoutScene

/// A Swift type whose values a scene can hold: how to read one from a ``Value`` and write one back, and its type
/// for checks and `.member` shorthand. Key-path bindings use it so one line binds a property.
protocol ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType
    static func fromScript(_ value: Value) -> Self?
    var scriptValue: Value { get }
}

/// A LayoutScene or Foundation type registered in ``HostRegistry``, held in a scene as `.object`.
protocol HostValue: ScriptConvertible {}

extension HostValue {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .host(registry.type(Self.self)) }
    static func fromScript(_ value: Value) -> Self? { value.host(Self.self) }
    var scriptValue: Value { .object(self) }
}

extension Int: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .int }
    static func fromScript(_ value: Value) -> Int? {
        if case .int(let number) = value { return number }
        return nil
    }
    var scriptValue: Value { .int(self) }
}

extension CGFloat: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .cgFloat }
    static func fromScript(_ value: Value) -> CGFloat? { value.number.map { CGFloat($0) } }
    var scriptValue: Value { .double(Double(self)) }
}

extension Double: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .floating("Double") }
    static func fromScript(_ value: Value) -> Double? { value.number }
    var scriptValue: Value { .double(self) }
}

extension Float: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .floating("Float") }
    static func fromScript(_ value: Value) -> Float? { value.number.map { Float($0) } }
    var scriptValue: Value { .double(Double(self)) }
}

extension Bool: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .bool }
    static func fromScript(_ value: Value) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }
    var scriptValue: Value { .bool(self) }
}

extension String: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .string }
    static func fromScript(_ value: Value) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
    var scriptValue: Value { .string(self) }
}

extension Optional: ScriptConvertible where Wrapped: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .optional(Wrapped.scriptType(in: registry)) }
    static func fromScript(_ value: Value) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped.fromScript(value).map { .some($0) }
    }
    var scriptValue: Value { map(\.scriptValue) ?? .null }
}

extension Array: ScriptConvertible where Element: ScriptConvertible {
    static func scriptType(in registry: HostRegistry) -> ScriptType { .array(Element.scriptType(in: registry)) }
    /// The elements converted, leaving out the placeholders of what the app's other files would give (already
    /// warned about where they were made): `rightBarButtonItems = [search]` with `search` from an extension not
    /// given sets no items rather than failing.
    static func fromScript(_ value: Value) -> [Element]? {
        guard case .array(let all) = value else { return nil }
        let elements = all.filter { !$0.isUnknown }
        let converted = elements.compactMap(Element.fromScript)
        return converted.count == elements.count ? converted : nil
    }
    var scriptValue: Value { .array(map(\.scriptValue)) }
}

extension LayoutItem: HostValue {}
extension ViewController: HostValue {}
extension Window: HostValue {}
extension WindowScene: HostValue {}
extension StatusBarManager: HostValue {}
extension Layer: HostValue {}
extension Color: HostValue {}
extension Font: HostValue {}
extension FontWeight: HostValue {}
extension EdgeInsets: HostValue {}
extension DirectionalEdgeInsets: HostValue {}
extension CGSize: HostValue {}
extension ViewTransform: HostValue {}
extension CGPoint: HostValue {}
extension CGRect: HostValue {}
extension LayoutPriority: HostValue {}
extension ConstraintPriority: HostValue {}
extension LayoutAxis: HostValue {}
extension StackView.Distribution: HostValue {}
extension ContentInsetAdjustmentBehavior: HostValue {}
extension StackView.Alignment: HostValue {}
extension LayoutDirection: HostValue {}
extension SemanticContentAttribute: HostValue {}
extension LineBreakMode: HostValue {}
extension TextAlignment: HostValue {}
extension LayoutAttribute: HostValue {}
extension LayoutRelation: HostValue {}
extension VisualFormatOptions: HostValue {}
extension LayoutConstraint: HostValue {}
extension LayoutXAxisAnchor: HostValue {}
extension LayoutYAxisAnchor: HostValue {}
extension LayoutDimension: HostValue {}
extension Constraint: HostValue {}
extension ConstraintItem: HostValue {}
extension LayoutSupport: HostValue {}
extension SourceLocation: HostValue {}
extension TraitCollection: HostValue {}
extension UserInterfaceStyle: HostValue {}
extension ContentSizeCategory: HostValue {}
extension FontTextStyle: HostValue {}
extension FontMetrics: HostValue {}
extension UserInterfaceSizeClass: HostValue {}
extension UserInterfaceIdiom: HostValue {}
extension ConstraintViewDSL: HostValue {}
extension ConstraintLayoutGuideDSL: HostValue {}
extension ConstraintLayoutSupportDSL: HostValue {}
extension ConstraintArrayDSL: HostValue {}
extension ConstraintMaker: HostValue {}
extension ConstraintMakerFinalizable: HostValue {}
extension ConstraintMakerRelatable: HostValue {}
extension NSRange: HostValue {}
