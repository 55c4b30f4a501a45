import Foundation
import LayoutRender
import LayoutScene
import LayoutVizTesting
import Synchronization
import Testing

/// `assertLayoutLint`: a clean canvas passes, and each finding is a failure with its rule and message; ignored rules
/// are not reported.
@Suite("Layout lint assertion")
struct LayoutLintAssertionTests {
    /// A 200 × 200 canvas with a 30 × 30 button and, when `overflowing`, a view 20 pt past the right edge.
    private func canvas(overflowing: Bool) -> Canvas {
        let canvas = Canvas(width: 200, height: 200)
        let button = Button(type: .system)
        button.name = "close"
        canvas.addSubview(button)
        button.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(overflowing ? 30 : 44)
        }
        let banner = View()
        banner.name = "banner"
        canvas.addSubview(banner)
        banner.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.left.equalToSuperview().offset(overflowing ? 180 : 100)
            make.size.equalTo(40)
        }
        return canvas
    }

    @Test func aCleanCanvasPasses() {
        assertLayoutLint(of: canvas(overflowing: false))
    }

    @Test func eachFindingIsAFailureUnlessItsRuleIsIgnored() throws {
        let recorded = Mutex<[String]>([])
        let line = #line + 2
        withKnownIssue {
            assertLayoutLint(of: canvas(overflowing: true))
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.first?.rawValue ?? "") }
            return true
        }
        let messages = recorded.withLock { $0 }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("1. [small-touch-target] 'close' is 30 × 30 pt, under the 44 × 44 pt a "
                                              + "finger needs (placed at LayoutVizTestingTests/LayoutLintAssertionTests"
                                              + ".swift:") == true)
        #expect(messages.last?.hasPrefix("2. [off-screen] 'banner' reaches 20 pt past the right edge of the screen")
                    == true)
        // both name the lint picture, written to the artifacts folder, with the two findings numbered on it
        let picture = try #require(messages.last?.components(separatedBy: "; lint picture: ").last)
        #expect(picture.hasSuffix("LayoutVizTestingTests_LayoutLintAssertionTests.swift-\(line).lint.png"))
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: picture)))
        #expect(image.width > 300)
        assertLayoutLint(of: canvas(overflowing: true), ignoring: [.smallTouchTarget, .offScreen])
    }
}
