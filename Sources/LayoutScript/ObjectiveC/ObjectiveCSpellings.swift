import Foundation

/// UIKit's Objective-C spellings of the types and constants the bindings declare by their Swift names, derived by
/// the rule Swift imports them with rather than listed: a nested type is its outer type's name followed by its own,
/// the word they share written once (`UITableViewCell.CellStyle` is `UITableViewCellStyle`, `UIView.ContentMode`
/// is `UIViewContentMode`), and a constant is its type's spelling followed by the capitalised member
/// (`UIView.ContentMode.scaleAspectFill` is `UIViewContentModeScaleAspectFill`, `NSTextAlignment.center` is
/// `NSTextAlignmentCenter`). A type Swift renamed keeps its C name (`UILayoutConstraintAxis`, from
/// ``RenamedTypeSpellings``).
///
/// ```swift
/// ObjectiveCSpellings.shared.constant("NSTextAlignmentCenter")   // NSTextAlignment.center's value
/// ```
final class ObjectiveCSpellings: @unchecked Sendable {
    static let shared = ObjectiveCSpellings(registry: .shared)

    private let registry: HostRegistry
    private let lock = NSLock()
    private var types: [String: HostType]?
    private var constants: [String: (type: HostType, member: String)]?

    init(registry: HostRegistry) {
        self.registry = registry
    }

    /// The host type an Objective-C type name spells (`UITableViewCellStyle`), when it is not a Swift name too.
    func type(_ name: String) -> HostType? {
        index().types[name]
    }

    /// The type and static member an Objective-C constant spells (`UIControlStateNormal`).
    func constant(_ name: String) -> (type: HostType, member: String)? {
        index().constants[name]
    }

    private func index() -> (types: [String: HostType], constants: [String: (type: HostType, member: String)]) {
        lock.withLock {
            if let types, let constants { return (types, constants) }
            var types: [String: HostType] = [:]
            var constants: [String: (type: HostType, member: String)] = [:]
            var visited = Set<ObjectIdentifier>()
            var renamed: [ObjectIdentifier: [String]] = [:]
            for (old, current) in RenamedTypeSpellings.table {
                if let type = registry.resolving(current) { renamed[ObjectIdentifier(type), default: []].append(old) }
            }
            func visit(_ type: HostType, spelled spelling: String) {
                guard visited.insert(ObjectIdentifier(type)).inserted else { return }
                // a type Swift renamed (`UILayoutConstraintAxis` is `NSLayoutConstraint.Axis`) keeps its C name
                let spellings = [spelling] + (renamed[ObjectIdentifier(type)] ?? [])
                for name in spellings where name != type.name { types[name] = type }
                for member in type.ownStaticMemberNames where member.first?.isLetter == true {
                    for name in spellings {
                        constants[name + member.prefix(1).uppercased() + member.dropFirst()] = (type, member)
                    }
                }
                for (name, nested) in type.nestedTypes {
                    visit(nested, spelled: Self.joined(spelling, name))
                }
            }
            for name in registry.typeNames.sorted() {
                if let type = registry.named(name) { visit(type, spelled: type.name.replacingOccurrences(of: ".", with: "")) }
            }
            self.types = types
            self.constants = constants
            return (types, constants)
        }
    }

    /// `outer` and `inner` joined, the camel-case words that end one and begin the other written once.
    static func joined(_ outer: String, _ inner: String) -> String {
        let innerWords = words(of: inner)
        for shared in stride(from: innerWords.count - 1, through: 1, by: -1) {
            let prefix = innerWords.prefix(shared).joined()
            if outer.hasSuffix(prefix) { return outer + innerWords.dropFirst(shared).joined() }
        }
        return outer + inner
    }

    /// The capitalised words of a type name: `ContentMode` is `["Content", "Mode"]`, `URLSession` `["URL", "Session"]`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension HostType {
    /// The static members this type declares itself, not its ancestors'.
    var ownStaticMemberNames: [String] {
        Array(staticValues.keys) + deferredConstants.names + Array(staticProperties.keys)
    }
}
