import Foundation
import LayoutScene
@testable import LayoutVizCLI
import Testing

/// The page's switchers as a query string, applied to the command line's options (``PreviewState``).
@Suite struct PreviewStateTests {
    private let base = try! SceneOptions.parse(["card.swiftlay", "--size", "320x480", "--appearance", "light"])

    @Test func aQuerySetsEachSwitcherAndIgnoresTheRest() throws {
        let state = PreviewState(query: "device=iphone-15&orientation=landscape&appearance=dark&content-size=AX2"
                                     + "&direction=rtl&preview=Long%20title&zoom=3&device2=")
        #expect(state.key == "device=iphone-15&orientation=landscape&appearance=dark&content-size=AX2&direction=rtl"
                    + "&preview=Long title")
        let options = try state.applied(to: base)
        #expect(options.display.device == .iPhone15 && options.size == nil && options.display.landscape)
        #expect(options.appearance == .dark && options.contentSize?.category == .accessibilityLarge)
        #expect(options.display.direction == .rtl && options.preview == "Long title")
    }

    @Test func anEmptyQueryKeepsTheCommandLine() throws {
        let options = try PreviewState(query: "").applied(to: base)
        #expect(options.size?.size == CGSize(width: 320, height: 480) && options.appearance == .light)
    }

    @Test func aValueTheCommandLineWouldRejectIsAnError() {
        #expect(throws: CommandFailure.self) { try PreviewState(query: "appearance=sepia").applied(to: base) }
        do {
            _ = try PreviewState(query: "device=iphone-99").applied(to: base)
            Issue.record("an unknown device was accepted")
        } catch {
            #expect(error.message == "error: " + DevicePreset.unknownNameMessage("iphone-99"))
        }
    }
}
