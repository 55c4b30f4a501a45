import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Spot checks of the interpreted frames of each sample in `Samples/` (scripts/parity compares every view with the
/// compiled scene).
@Suite struct SamplesTests {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Samples").standardized

    private func layOutSample(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> (LoadedScene, LayoutResult)? {
        do {
            let assets = try AssetCatalog(contentsOf: Self.samples.appendingPathComponent("Assets.xcassets"))
            let scene = try SceneScript.load(contentsOf: Self.samples.appendingPathComponent("\(name).swiftlay"),
                                             defaultSize: CGSize(width: 375, height: 667), assets: assets)
            let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
            #expect(scene.lifecycleError == nil, sourceLocation: sourceLocation)
            return (scene, result)
        } catch {
            Issue.record("\(name) failed to load:\n\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func profileCard() {
        guard let (scene, result) = layOutSample("profile-card") else { return }
        #expect(scene.root == .canvas(variable: "canvas"))
        expectFrame(frame("card", in: result), 16, 63, 343, 176)
        expectFrame(frame("counters[2]", in: result), 230, 112, 93, 44)
    }

    @Test func loginForm() {
        guard let (scene, result) = layOutSample("login-form") else { return }
        #expect(scene.root == .controller(className: "LoginViewController"))
        expectFrame(frame("logo", in: result), 147.5, 48, 80, 80)
        expectFrame(frame("signInButton", in: result), 24, 350, 327, 50)
    }

    @Test func settingsList() {
        guard let (scene, result) = layOutSample("settings-list") else { return }
        #expect(scene.root == .implicitView)
        expectFrame(frame("group", in: result), 16, 69, 343, 264)
        expectFrame(frame("rows[5]", in: result), 0, 220, 343, 44)
    }

    @Test func chatThread() {
        guard let (_, result) = layOutSample("chat-thread") else { return }
        expectFrame(frame("bubbles[1]", in: result), 81.75, 79, 281.25, 55)
        expectFrame(frame("timestamp", in: result), 157, 316, 61, 14)
    }

    @Test func productGrid() {
        guard let (_, result) = layOutSample("product-grid") else { return }
        expectFrame(frame("tiles[1]", in: result), 134.33333333333331, 69, 106.33333333333333, 132.91666666666666)
        expectFrame(frame("swatches[4]", in: result), 307, 370.8333333333333, 28, 28)
    }

    @Test func rightToLeft() {
        guard let (_, result) = layOutSample("rtl-layout") else { return }
        expectFrame(frame("back", in: result), 331, 21.5, 51, 21)
        expectFrame(frame("body", in: result), 60, 131, 306, 41)
        expectFrame(frame("controls[0]", in: result), 60, 13.5, 44, 29)
    }

    @Test func longArticle() {
        guard let (scene, result) = layOutSample("long-article") else { return }
        #expect(scene.root == .controller(className: "ArticleViewController"))
        expectFrame(frame("contentView", in: result), 0, 0, 375, 906.9375)
        expectFrame(frame("paragraphs[0]", in: result), 20, 334.9375, 335, 102)
        #expect((scene.canvas.viewsInTreeOrder.first { $0.name == "avatar" })?.layer.cornerRadius == 20)
    }

    @Test func brokenLayoutShowsAConflictAnAmbiguityAndMisuse() {
        guard let (_, result) = layOutSample("broken-layout") else { return }
        expectFrame(frame("box", in: result), 20, 20, 100, 60)
        #expect(result.conflicts.count == 1)
        #expect(result.ambiguousAttributes(of: result.views[2].view).contains("x"))
        let misuse = result.diagnostics.first { $0.kind == .misuse }
        #expect(misuse?.location?.description.hasSuffix("broken-layout.swiftlay:32:32") == true)
    }

    @Test func dashboard() {
        guard let (_, result) = layOutSample("dashboard") else { return }
        expectFrame(frame("revenue", in: result), 27, 68, 210, 120)
        expectFrame(frame("chart", in: result), 27, 242, 360, 409)
    }

    @Test func mediaPlayerDrawsTheCoverAndSizesButtonsFromTheirSymbols() {
        guard let (scene, result) = layOutSample("media-player") else { return }
        #expect(scene.warnings.isEmpty)
        #expect(result.diagnostics.isEmpty)
        expectFrame(frame("artworkView", in: result), 32, 24, 311, 311)
        let transport = frame("transportStack", in: result)
        // A 56-pt symbol is 20 × 56 / 17 ≈ 65.9, rounded to 66, plus the plain style's insets 12 and 7 a side.
        // (Frames are in the superview's coordinates: the stack's.)
        #expect(transport?.minX == 56 && transport?.width == 263 && transport?.height == 80)
        expectFrame(frame("playButton", in: result), 86.5, 0, 90, 80)
        // 28-pt symbols: 20 × 28 / 17 ≈ 32.9, rounded to 33, centred across the 80-pt stack.
        expectFrame(frame("previousButton", in: result), 0, 23.5, 33, 33)
        expectFrame(frame("nextButton", in: result), 230, 23.5, 33, 33)
    }

    @Test func signUpFormStacksTextFieldsAndAFilledButton() {
        guard let (scene, result) = layOutSample("sign-up-form") else { return }
        #expect(scene.warnings.isEmpty)
        let fields = ["nameField", "emailField", "passwordField"].compactMap { frame($0, in: result) }
        #expect(fields.map(\.size) == Array(repeating: CGSize(width: 327, height: 44), count: 3))
        #expect(fields.map(\.minX) == [0, 0, 0])
        #expect(zip(fields, fields.dropFirst()).allSatisfy { $1.minY - $0.maxY == 12 })
        #expect(frame("signUpButton", in: result)?.size == CGSize(width: 327, height: 50))
        #expect(frame("formStack", in: result)?.minX == 24)
    }
}
