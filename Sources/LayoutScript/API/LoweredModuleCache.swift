import Foundation
import Synchronization

/// The lowered form of the modules this process has loaded, by their files' names and texts, so that drawing many
/// screens of one app lowers it once: each load registers the shared declarations afresh (registration copies the
/// classes, structs and enums it extends, see ``ClassDecl/registrationCopy()``), and nothing an interpreter does
/// changes a lowered declaration. Keeps the most recent ``maximumModules`` modules.
///
/// ```swift
/// LoweredModuleCache.shared.keep(lowered, for: key)
/// LoweredModuleCache.shared.module(for: key)   // the same lowered module
/// ```
final class LoweredModuleCache: Sendable {
    /// The cache every load shares.
    static let shared = LoweredModuleCache()
    /// The most modules kept: an app and the scenes a test run loads beside it.
    static let maximumModules = 4

    /// What identifies a module: its files' names and texts, in order, and whether unreadable files are left out.
    struct Key: Hashable, Sendable {
        let files: [String]
        let leavingOut: Bool

        init(_ module: SourceModule, leavingOut: Bool) {
            files = module.files.flatMap { [$0.text.fileName, $0.text.text] }
            self.leavingOut = leavingOut
        }
    }

    /// A lowered module shared between loads; its declarations are read, never changed, once lowered.
    private struct Entry: @unchecked Sendable {
        let key: Key
        let module: SceneScript.LoweredModule
    }

    private let entries = Mutex<[Entry]>([])

    /// The module kept for `key`, if any.
    func module(for key: Key) -> SceneScript.LoweredModule? {
        entries.withLock { entries in entries.first { $0.key == key }?.module }
    }

    /// Keeps `module` as the lowering of `key`'s files, dropping the oldest module past ``maximumModules``.
    func keep(_ module: SceneScript.LoweredModule, for key: Key) {
        entries.withLock { entries in
            guard !entries.contains(where: { $0.key == key }) else { return }
            entries.append(Entry(key: key, module: module))
            if entries.count > Self.maximumModules { entries.removeFirst() }
        }
    }
}
