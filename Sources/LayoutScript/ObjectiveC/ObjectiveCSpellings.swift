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
    private var prefixes: [String: [HostType]]?

    init(registry: HostRegistry) {
        self.registry = registry
    }

    /// The host type an Objective-C type name spells (`UITableViewCellStyle`), when it is not a Swift name too.
    func type(_ name: String) -> HostType? {
        guard let type = spellings()[name], type.name != name else { return nil }
        return type
    }

    /// The type and static member an Objective-C constant spells (`UIControlStateNormal`): the longest type spelling
    /// that begins it, and the rest with its first letter lowered, when that type has such a static member. The
    /// importer strips only the words a constant shares with its type's name, so a constant may begin with the first
    /// words of its type's spelling and go on with its own (`NSLineBreakByWordWrapping` is `NSLineBreakMode
    /// .byWordWrapping`, `UIViewAutoresizingFlexibleWidth` is `UIView.AutoresizingMask.flexibleWidth`): failing a whole
    /// spelling, the longest run of two or more of a spelling's first words that begins the constant is tried. Only
    /// those types' members are looked at, so an enum's cases are worked out only when a constant names them.
    func constant(_ name: String) -> (type: HostType, member: String)? {
        let spellings = spellings(), prefixes = wordPrefixes()
        var index = name.endIndex
        while index > name.startIndex {
            index = name.index(before: index)
            guard name[index].isUppercase, index > name.startIndex else { continue }
            let prefix = String(name[..<index])
            let rest = name[index...]
            let member = rest.prefix(1).lowercased() + rest.dropFirst()
            let candidates = spellings[prefix].map { [$0] } ?? []
            for type in candidates + (prefixes[prefix] ?? [])
            where type.staticValue(named: member) != nil || type.staticProperties[member] != nil {
                return (type, member)
            }
        }
        return nil
    }

    /// The types by each run of two or more of their spelling's first words, shorter than the spelling
    /// (`NSLineBreak` for `NSLineBreakMode`), in the order of their spellings.
    private func wordPrefixes() -> [String: [HostType]] {
        let spellings = spellings()
        return lock.withLock {
            if let prefixes { return prefixes }
            var prefixes: [String: [HostType]] = [:]
            for (spelling, type) in spellings.sorted(by: { $0.key < $1.key }) {
                let words = Self.words(of: spelling)
                guard words.count > 2 else { continue }
                for count in 2..<words.count {
                    let prefix = words.prefix(count).joined()
                    if !(prefixes[prefix] ?? []).contains(where: { $0 === type }) {
                        prefixes[prefix, default: []].append(type)
                    }
                }
            }
            self.prefixes = prefixes
            return prefixes
        }
    }

    /// Every type by its Objective-C spelling (and its Swift name where the two agree).
    private func spellings() -> [String: HostType] {
        lock.withLock {
            if let types { return types }
            var types: [String: HostType] = [:]
            var visited = Set<ObjectIdentifier>()
            var renamed: [ObjectIdentifier: [String]] = [:]
            for (old, current) in RenamedTypeSpellings.table {
                if let type = registry.resolving(current) { renamed[ObjectIdentifier(type), default: []].append(old) }
            }
            func visit(_ type: HostType, spelled spelling: String) {
                guard visited.insert(ObjectIdentifier(type)).inserted else { return }
                // a type Swift renamed (`UILayoutConstraintAxis` is `NSLayoutConstraint.Axis`) keeps its C name
                for name in [spelling] + (renamed[ObjectIdentifier(type)] ?? []) where types[name] == nil {
                    types[name] = type
                }
                for (name, nested) in type.nestedTypes.sorted(by: { $0.key < $1.key }) {
                    visit(nested, spelled: Self.joined(spelling, name))
                }
            }
            for name in registry.typeNames.sorted() {
                if let type = registry.named(name) { visit(type, spelled: type.name.replacingOccurrences(of: ".", with: "")) }
            }
            self.types = types
            return types
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
