import Foundation
import SwiftSyntax
import Synchronization

/// The syntax trees of the files this process has parsed without errors, by their text, so that drawing many
/// screens of one app parses each file once (and ``LoweredModuleCache`` lowers the app once). Holds at most
/// ``maximumCharacters`` of source; past that it starts over.
///
/// ```swift
/// ParseCache.shared.keep(tree, for: text)
/// ParseCache.shared.tree(for: text)   // the same tree
/// ```
final class ParseCache: Sendable {
    /// The cache every load shares.
    static let shared = ParseCache()
    /// The most source text, in characters (UTF-8 bytes), the cache keeps trees for.
    static let maximumCharacters = 64 * 1_048_576

    private let entries = Mutex<(trees: [String: SourceFileSyntax], characters: Int)>(([:], 0))

    /// The tree kept for `text`, if any.
    func tree(for text: String) -> SourceFileSyntax? {
        entries.withLock { $0.trees[text] }
    }

    /// Keeps `tree` as the parse of `text`.
    func keep(_ tree: SourceFileSyntax, for text: String) {
        entries.withLock { entries in
            guard entries.trees[text] == nil else { return }
            let size = text.utf8.count
            if entries.characters + size > Self.maximumCharacters { entries = ([:], 0) }
            entries.trees[text] = tree
            entries.characters += size
        }
    }
}
