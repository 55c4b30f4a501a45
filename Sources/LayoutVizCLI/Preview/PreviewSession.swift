import Foundation

/// The preview's state between the file watcher, the renderer and the pages connected: which version of the scene's
/// files is current, what each page's switchers chose, and the last picture of each state. Renders never pile up:
/// one runs at a time, and saves arriving meanwhile cause one more render of the newest files, not one each.
///
/// A page's messages are ``PreviewMessage``s: a new picture, or the error of files that do not load (the page keeps
/// its last picture under the error).
///
/// ```swift
/// let session = PreviewSession(rendering: rendering)
/// let page = await session.connect(state: PreviewState(query: ""))
/// for await message in page.messages { print(message) }
/// ```
actor PreviewSession {
    /// One connected page: its switchers and where its messages go.
    final class Page: Sendable {
        let messages: AsyncStream<String>
        fileprivate let continuation: AsyncStream<String>.Continuation

        fileprivate init() {
            (messages, continuation) = AsyncStream.makeStream(of: String.self)
        }
    }

    private let rendering: PreviewRendering
    private var pages: [ObjectIdentifier: (page: Page, state: PreviewState)] = [:]
    /// What each page was last sent: its state and version.
    private var sent: [ObjectIdentifier: (state: PreviewState, version: Int)] = [:]
    /// The files' version: 1 at start, one more per save.
    private(set) var version = 1
    private var rendered: [PreviewState: (version: Int, message: String)] = [:]
    private var isRendering = false
    private var needsRender = false

    init(rendering: PreviewRendering) {
        self.rendering = rendering
    }

    /// Connects a page showing `state`; it receives the state's current picture (or error) at once.
    func connect(state: PreviewState) -> Page {
        let page = Page()
        pages[ObjectIdentifier(page)] = (page, state)
        schedule()
        return page
    }

    /// A page's switchers changed: it receives the new state's picture.
    func change(_ page: Page, to state: PreviewState) {
        pages[ObjectIdentifier(page)]?.state = state
        schedule()
    }

    /// A page closed.
    func disconnect(_ page: Page) {
        pages[ObjectIdentifier(page)] = nil
        sent[ObjectIdentifier(page)] = nil
        page.continuation.finish()
    }

    /// The scene's files changed: every page gets a picture of the new version.
    func filesChanged() {
        version += 1
        schedule()
    }

    /// The message for `state` at the current version, rendering it if needed (used by the page's first load).
    func message(for state: PreviewState) async -> String {
        if let done = rendered[state], done.version == version { return done.message }
        let message = await render(state, version: version)
        rendered[state] = (version, message)
        return message
    }

    /// Renders what pages are waiting for, one state at a time, until nothing is out of date.
    private func schedule() {
        needsRender = true
        guard !isRendering else { return }
        isRendering = true
        Task { await self.renderOutdated() }
    }

    private func renderOutdated() async {
        while needsRender {
            needsRender = false
            let current = version
            for state in Set(pages.values.map(\.state)) {
                let message: String
                if let done = rendered[state], done.version == current {
                    message = done.message
                } else {
                    message = await render(state, version: current)
                    rendered[state] = (current, message)
                }
                for (key, entry) in pages where entry.state == state {
                    guard let last = sent[key], last.state == state, last.version == current else {
                        sent[key] = (state, current)
                        entry.page.continuation.yield(message)
                        continue
                    }
                }
            }
        }
        isRendering = false
    }

    /// Renders off the actor, so pages connect and files change while a slow scene renders.
    private func render(_ state: PreviewState, version: Int) async -> String {
        let rendering = rendering
        return await Task.detached {
            do throws(CommandFailure) {
                return PreviewMessage.picture(try rendering.render(state), version: version)
            } catch {
                return PreviewMessage.error(error, version: version)
            }
        }.value
    }
}
