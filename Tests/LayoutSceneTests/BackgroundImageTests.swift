import Foundation
@testable import LayoutScene
import Testing

/// Background images of legacy buttons (per state, falling back to the normal one; ignored by configuration
/// buttons) and of navigation bars (per bar metrics), with the bar's shadow image kept.
@Suite struct BackgroundImageTests {
    @Test func aButtonKeepsOneBackgroundImagePerState() {
        let button = Button(type: .custom)
        let pill = Image(systemName: "capsule.fill")!, pressed = Image(systemName: "capsule")!
        #expect(button.backgroundImage(for: .normal) == nil)
        button.setBackgroundImage(pill, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.backgroundImage(for: .normal) == pill)
        #expect(button.backgroundImage(for: .highlighted) == pressed)
        #expect(button.backgroundImage(for: .selected) == pill, "a state without one shows the normal one")
        #expect(button.currentBackgroundImage == pill)
        button.isSelected = true
        #expect(button.currentBackgroundImage == pill)
        button.setBackgroundImage(nil, for: .normal)
        #expect(button.backgroundImage(for: .selected) == nil)
    }

    @Test func aConfigurationButtonShowsNoBackgroundImage() {
        let button = Button(configuration: .filled())
        button.setBackgroundImage(Image(systemName: "capsule.fill")!, for: .normal)
        #expect(button.backgroundImage(for: .normal) != nil)
        #expect(button.currentBackgroundImage == nil)
    }

    @Test func aNavigationBarKeepsItsImagesPerMetrics() {
        let bar = NavigationBar()
        #expect(bar.backgroundImage(for: .default) == nil && bar.shadowImage == nil)
        bar.setBackgroundImage(Image(content: .empty), for: .default)
        bar.shadowImage = Image(content: .empty)
        #expect(bar.backgroundImage(for: .default)?.size == .zero)
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect(bar.shadowImage != nil)
        #expect(BarMetrics.allCases == [.default, .compact, .defaultPrompt, .compactPrompt])
    }
}
