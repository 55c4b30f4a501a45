import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import LayoutVizCLI
import Testing

/// The preview's HTTP side (``PreviewServer``): the page and the scene's sources on the loopback interface, and
/// nothing else — no path reads a file, inside the scene's folder or outside it.
@Suite struct PreviewServerTests {
    private let scratch = ScratchDirectory()

    /// A session whose requests wait as long as the whole suite may take: the server shares the test process's
    /// threads with every other test running at once, and can be slow to answer, never wrong.
    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 1200
        configuration.timeoutIntervalForResource = 1200
        return URLSession(configuration: configuration)
    }()

    private func get(_ url: String) async throws -> (Int, String) {
        let (data, response) = try await session.data(from: try #require(URL(string: url)))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func servesThePageAndSourcesAndRefusesEveryOtherPath() async throws {
        let scene = scratch.file("card.swiftlay", "let card = UIView()\nview.addSubview(card)\n")
        _ = scratch.file("secret.txt", "not for the page")
        let rendering = PreviewRendering(scene: try SceneOptions.parse([scene]), painting: try PaintingFlags.parse([]))
        // the suite's other tests may hold every thread of the process for minutes: the answer waits as long as the
        // requests do
        let server = try PreviewServer(session: PreviewSession(rendering: rendering), files: { [scene] }, port: 0,
                                       handlerTimeout: 1200)
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let running = Task { try await server.run { continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = addresses.makeAsyncIterator()
        let base = try #require(await iterator.next())
        #expect(base.hasPrefix("http://127.0.0.1:"))

        let (pageStatus, page) = try await get(base)
        #expect(pageStatus == 200 && page.contains("<title>layoutviz preview</title>"))
        #expect(page.contains("<option value=\"iphone-15\">iPhone 15</option>"))
        let (sourcesStatus, sources) = try await get(base + "sources")
        let files = try JSONDecoder().decode([[String: String]].self, from: Data(sources.utf8))
        #expect(sourcesStatus == 200 && files == [["name": "card.swiftlay",
                                                   "text": "let card = UIView()\nview.addSubview(card)\n"]])
        for path in ["secret.txt", "card.swiftlay", "../../../../etc/passwd", "%2e%2e/%2e%2e/etc/passwd",
                     "sources/../secret.txt"] {
            let (status, body) = try await get(base + path)
            #expect(status == 404, "\(path) answered \(status): \(body.prefix(40))")
        }
    }
}
