import Foundation
import LayoutScene

/// The table of every LayoutScene and Foundation type a scene can use: names (canonical and UIKit), initializers,
/// properties, methods and static members. Built once; each binding file adds one type's members, one per line.
final class HostRegistry: @unchecked Sendable {
    static let shared = HostRegistry()

    private var byName: [String: HostType] = [:]
    private var bySwiftType: [ObjectIdentifier: HostType] = [:]
    /// Every type, most derived first, for classifying a value.
    private(set) var classificationOrder: [HostType] = []

    private init() {
        HostTypeDeclarations.declare(in: self)
        for bind in HostBindings.all { bind(self) }
        for (old, current) in RenamedTypeSpellings.table {
            guard let type = resolving(current) else { preconditionFailure("\(current) is not declared") }
            byName[old] = type
        }
        classificationOrder = bySwiftType.values.sorted { ($0.depth, $1.name) > ($1.depth, $0.name) }
    }

    /// Adds a type; its members are bound afterwards, so bindings can refer to any declared type.
    @discardableResult
    func declare<T>(_ swiftType: T.Type, _ name: String, aliases: [String] = [], parent: HostType? = nil,
                    isValueType: Bool) -> HostType {
        // A struct or enum value is of that type only; checked by identity, since a failed `is` to a struct asks the
        // runtime whether the value bridges to it from a Foundation object (a search of every conformance record).
        let matches: (Any) -> Bool = T.self is AnyClass ? { $0 is T } : { Swift.type(of: $0) == T.self }
        let type = HostType(name: name, aliases: aliases, parent: parent, registry: self, isValueType: isValueType,
                            matches: matches)
        if let options = T.self as? any OptionSet.Type { type.fromOptions = { Self.union(of: $0, as: options) } }
        bySwiftType[ObjectIdentifier(swiftType)] = type
        for spelling in [name] + aliases where !spelling.contains(".") { byName[spelling] = type }
        return type
    }

    /// The union of `options`, each of the option set type `Options`, or nil when one is not.
    private static func union<Options: OptionSet>(of options: [Any], as _: Options.Type) -> Any? {
        var union = Options()
        for option in options {
            guard let member = option as? Options else { return nil }
            union.formUnion(member)
        }
        return union
    }

    /// The entry for a declared Swift type.
    func type<T>(_ swiftType: T.Type) -> HostType {
        guard let type = bySwiftType[ObjectIdentifier(swiftType)] else {
            preconditionFailure("\(T.self) is not declared in HostTypeDeclarations")
        }
        return type
    }

    /// The type a scene names (`UIView`, `View`, `CGFloat` is not one: it is built in).
    func named(_ name: String) -> HostType? {
        byName[name]
    }

    /// The registered proper subtypes of `type`, nearest first (by name among equals).
    func subtypes(of type: HostType) -> [HostType] {
        classificationOrder.filter { $0 !== type && $0.isSubtype(of: type) }
            .sorted { ($0.depth, $0.name) < ($1.depth, $1.name) }
    }

    /// Every name a scene can use for a host type, for suggestions.
    var typeNames: [String] { Array(byName.keys) }

    /// Whether any registered type has a static member of this name (`.red` is UIColor's, `.pardFont` no one's).
    func hasStaticMember(named name: String) -> Bool {
        byName.values.contains { $0.staticMemberNames.contains(name) }
    }

    /// The most specific registered type of a host value. A class instance is of the declared classes up its
    /// superclass chain, found by walking the chain: a failed `is` between classes asks the runtime whether the value
    /// is a boxed Swift value, a search of every conformance record the first time for each class.
    func classify(_ value: Any) -> HostType? {
        guard let valueClass = Swift.type(of: value) as? AnyClass else {
            return classificationOrder.first { $0.matches(value) }
        }
        var ancestors: [HostType] = []
        var current: AnyClass? = valueClass
        while let type = current {
            if let declared = bySwiftType[ObjectIdentifier(type)] { ancestors.append(declared) }
            current = _getSuperclass(type)
        }
        return classificationOrder.first { candidate in ancestors.contains { $0 === candidate } }
    }
}
