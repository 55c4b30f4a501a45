import Foundation
@testable import LayoutVizCLI
import Testing

/// Pages, saves and renders (``PreviewSession``): each page gets its state's picture, saves that arrive together
/// cause one more render rather than one each, and a file that stops loading sends its positioned error.
@Suite struct PreviewSessionTests {
    private let scratch = ScratchDirectory()

    private func session(_ text: String) throws -> (PreviewSession, String) {
        let path = scratch.file("card.swiftlay", text)
        let rendering = PreviewRendering(scene: try SceneOptions.parse([path]), painting: try PaintingFlags.parse([]))
        return (PreviewSession(rendering: rendering), path)
    }

    private let card = """
        let card = UIView()
        view.addSubview(card)
        card.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16); make.size.equalTo(40) }
        """

    private struct Message: Decodable {
        let type: String
        let version: Int
        let svg: String?
        let message: String?
    }

    private func next(_ iterator: inout AsyncStream<String>.Iterator) async throws -> Message {
        let text = try #require(await iterator.next())
        return try JSONDecoder().decode(Message.self, from: Data(text.utf8))
    }

    @Test func eachPageGetsItsStatesPicture() async throws {
        let (session, _) = try session(card)
        let light = await session.connect(state: PreviewState(query: ""))
        let wide = await session.connect(state: PreviewState(query: "device=iphone-15-pro-max"))
        var lightMessages = light.messages.makeAsyncIterator()
        var wideMessages = wide.messages.makeAsyncIterator()
        let first = try await next(&lightMessages)
        let second = try await next(&wideMessages)
        #expect(first.type == "picture" && first.version == 1 && first.svg?.contains("width=\"407\"") == true)
        #expect(second.type == "picture" && second.svg?.contains("width=\"462\"") == true)
        await session.change(light, to: PreviewState(query: "device=iphone-15-pro-max"))
        let changed = try await next(&lightMessages)
        #expect(changed.svg == second.svg)
    }

    @Test func savesArrivingTogetherRenderOnceMoreAndABrokenFileSendsItsError() async throws {
        let (session, path) = try session(card)
        let page = await session.connect(state: PreviewState(query: ""))
        var messages = page.messages.makeAsyncIterator()
        _ = try await next(&messages)
        try (card + "\ncard.backgroundColor = .red\n").write(toFile: path, atomically: true, encoding: .utf8)
        await session.filesChanged()
        await session.filesChanged()
        await session.filesChanged()
        var versions: [Int] = []
        while versions.last != 4 { versions.append(try await next(&messages).version) }
        #expect(versions.count <= 2, "renders for versions \(versions)")
        try "let card = \n".write(toFile: path, atomically: true, encoding: .utf8)
        await session.filesChanged()
        let error = try await next(&messages)
        #expect(error.type == "error" && error.version == 5)
        #expect(error.message?.hasPrefix("\(path):1:12: error: expected expression in variable") == true)
        try FileManager.default.removeItem(atPath: path)
        await session.filesChanged()
        let deleted = try await next(&messages)
        #expect(deleted.type == "error" && deleted.message?.contains("card.swiftlay") == true)
    }
}
