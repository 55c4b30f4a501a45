import FlyingFox
import Foundation

/// The preview's web server, on the loopback interface only: `GET /` is the page (``PreviewPage``), `GET /events`
/// its WebSocket (pictures and errors out; the page's switchers in, as a query string: `device=iphone-se&
/// appearance=dark`), and `GET /sources` the scene's files as JSON (`[{"name": "card.swiftlay", "text": "…"}]`) for
/// the source pane. Nothing else is served, so no path, inside the scene's folder or outside it, reads a file.
///
/// ```swift
/// let server = try PreviewServer(session: session, files: { ["card.swiftlay"] }, port: 0)
/// try await server.run { url in print(url) }
/// ```
struct PreviewServer {
    private let server: HTTPServer
    private let session: PreviewSession
    /// The scene's files as they are when the page asks (an app's folder may gain some).
    private let files: @Sendable () -> [String]

    /// `handlerTimeout` is how long a request may wait for its answer before the server gives up on it (60 seconds,
    /// ample for one user; a process busy with much else may need longer).
    init(session: PreviewSession, files: @escaping @Sendable () -> [String], port: UInt16,
         handlerTimeout: TimeInterval = 60) throws(CommandFailure) {
        do {
            server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: handlerTimeout,
                                logger: .disabled)
        } catch {
            throw CommandFailure(.badInput, "error: cannot listen on port \(port): \(error)")
        }
        self.session = session
        self.files = files
    }

    /// Serves until the task is cancelled, calling `ready` with the page's address once it listens.
    func run(ready: @Sendable @escaping (String) -> Void) async throws {
        let session = session
        let files = files
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                         body: Data(PreviewPage.html.utf8))
        }
        await server.appendRoute("GET /sources") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"],
                         body: PreviewMessage.sources(files()))
        }
        await server.appendRoute("GET /events", to: .webSocket(PreviewSocket(session: session)))
        let listening = Task { [server] in
            try await server.waitUntilListening()
            if case .ip4(let host, let port) = await server.listeningAddress { ready("http://\(host):\(port)/") }
        }
        defer { listening.cancel() }
        try await server.run()
    }
}

/// One page's WebSocket: its first text message connects it with the state it names, later ones change the state;
/// the session's messages go out as text.
struct PreviewSocket: WSMessageHandler {
    let session: PreviewSession

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (outgoing, continuation) = AsyncStream.makeStream(of: WSMessage.self)
        let session = session
        Task {
            var page: PreviewSession.Page?
            var forwarding: Task<Void, Never>?
            for await message in client {
                guard case .text(let query) = message else { continue }
                let state = PreviewState(query: query)
                if let page {
                    await session.change(page, to: state)
                } else {
                    let connected = await session.connect(state: state)
                    page = connected
                    forwarding = Task {
                        for await text in connected.messages { continuation.yield(.text(text)) }
                    }
                }
            }
            if let page { await session.disconnect(page) }
            forwarding?.cancel()
            continuation.finish()
        }
        return outgoing
    }
}
