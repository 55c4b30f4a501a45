import Foundation
import LayoutRender
import Synchronization

/// A font library of the default fonts, set up on another thread from the start of a command that loads scenes —
/// fontconfig reads every font file, about as much work as the rest of a small render — for the first scene that
/// brings no fonts of its own (or the first worker of `layoutviz test`) to take instead of setting one up itself. Taking it waits until it is ready and
/// hands it to one taker only; a scene with app fonts sets up its own library as before.
///
/// ```swift
/// EarlyFontLibrary.shared.start()
/// let fonts = try EarlyFontLibrary.shared.take() ?? FontLibrary()
/// ```
final class EarlyFontLibrary: Sendable {
    /// The one the CLI starts and its scene loading takes from.
    static let shared = EarlyFontLibrary()

    private let pending = Mutex<Pending?>(nil)

    /// Starts setting up the library on another thread, unless one is already under way and not taken.
    func start() {
        let started = pending.withLock { current -> Pending? in
            guard current == nil else { return nil }
            current = Pending()
            return current
        }
        guard let started else { return }
        Thread.detachNewThread { started.finish(Result { () throws(RenderError) in try FontLibrary() }) }
    }

    /// The library started by ``start()``, once it is ready; `nil` when none was started or another took it.
    func take() throws(RenderError) -> FontLibrary? {
        guard let taken = pending.withLock({ current in defer { current = nil }; return current }) else { return nil }
        return try taken.wait()?.get()
    }

    /// One library being set up: its result, and a signal when it is there.
    private final class Pending: Sendable {
        private let ready = DispatchSemaphore(value: 0)
        private let result = Mutex<Result<FontLibrary, RenderError>?>(nil)

        func finish(_ outcome: Result<FontLibrary, RenderError>) {
            result.withLock { $0 = outcome }
            ready.signal()
        }

        /// The outcome once it is there (`nil` only if it never was, and the caller sets up its own).
        func wait() -> Result<FontLibrary, RenderError>? {
            ready.wait()
            ready.signal()
            return result.withLock { $0 }
        }
    }
}
