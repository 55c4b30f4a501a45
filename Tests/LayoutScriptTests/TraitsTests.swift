import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `traitCollection`, `overrideUserInterfaceStyle` and dynamic colours in scene code.
@Suite struct TraitsTests {
    static let scene = """
        let canvas = Canvas(width: 200, height: 100)
        canvas.backgroundColor = .systemBackground
        let card = UIView()
        card.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor.white
        }
        let badge = UIView()
        badge.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor.systemRed : UIColor.systemBlue })
        canvas.addSubview(card)
        card.addSubview(badge)
        card.overrideUserInterfaceStyle = .dark
        let isDark = badge.traitCollection.userInterfaceStyle == .dark
        let loud = canvas.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        badge.tag = isDark ? 1 : 0
        canvas.tag = loud ? 1 : 0
        let fixed = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        card.layer.borderColor = fixed.cgColor
        """

    @Test func scenesReadTraitsAndMakeDynamicColours() throws {
        let loaded = try #require(loadScene(Self.scene))
        let canvas = loaded.canvas
        let card = try #require(canvas.subviews.first)
        let badge = try #require(card.subviews.first)
        #expect(badge.tag == 1)
        #expect(canvas.tag == 0)
        #expect(card.backgroundColor?.resolved(for: .light).hexString == "#FFFFFF")
        #expect(card.backgroundColor?.resolved(for: .dark).hexString == "#333333")
        #expect(badge.backgroundColor?.resolved(for: .light) == Color.systemBlue.resolved(for: .light))
        #expect(badge.backgroundColor?.resolved(for: .dark) == Color.systemRed.resolved(for: .dark))
        #expect(card.layer.borderColor?.hexString == "#FFFFFF")
        #expect(canvas.backgroundColor == .systemBackground)
    }

    @Test func theSystemSettingIsReadWhileLoading() throws {
        let traits = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
        let loaded = try #require(TraitCollection.$current.withValue(traits) { loadScene(Self.scene) })
        #expect(loaded.canvas.tag == 1)
        #expect(loaded.canvas.systemTraitCollection.userInterfaceStyle == .dark)
    }

    @Test func aProvidersImplicitMembersAreColoursAndAnUnknownColourIsClear() throws {
        let loaded = try #require(loadScene("""
            let card = UIView()
            card.backgroundColor = UIColor.init { trait in
                return trait.userInterfaceStyle == .dark ? .black : .white
            }
            let badge = UIView()
            badge.backgroundColor = UIColor { _ in Palette.brand }
            view.addSubview(card)
            view.addSubview(badge)
            """))
        #expect(loaded.warnings.map(\.headline) == [
            "scene.swiftlay:6:40: warning: unknown symbol 'Palette': not declared in the scene's files and not UIKit "
                + "API that layoutviz models; what uses it is skipped",
        ])
        let card = try #require(loaded.canvas.subviews.first)
        #expect(card.backgroundColor?.resolved(for: .light).hexString == "#FFFFFF")
        #expect(card.backgroundColor?.resolved(for: .dark).hexString == "#000000")
        let badge = try #require(loaded.canvas.subviews.last)
        #expect(badge.backgroundColor?.resolved(for: .dark) == Color.clear)
    }

    @Test func aProviderThatReturnsNoColourIsAPositionedError() throws {
        let error = try #require(loadError("let c = UIColor { _ in 3 }\n"))
        #expect(error.description.contains("scene.swiftlay:1:"))
    }
}

/// Child view controllers in scene code: `addChild`, `didMove(toParent:)`, and a view's override that stops at the
/// child's root view while the parent controller's reaches it.
@Suite struct ChildControllerScriptTests {
    static let scene = """
        final class PlayerViewController: UIViewController {
            let knob = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(knob)
            }
        }
        final class ScreenViewController: UIViewController {
            let card = UIView()
            let player = PlayerViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.overrideUserInterfaceStyle = .dark
                addChild(player)
                card.addSubview(player.view)
                player.didMove(toParent: self)
                view.tag = children.count
                player.view.tag = player.parent === self ? 1 : 0
            }
        }
        """

    @Test func aChildControllersViewDoesNotInheritAViewsOverride() throws {
        let loaded = try #require(loadScene(Self.scene))
        let root = try #require(loaded.canvas.subviews.first)
        let card = try #require(root.subviews.first)
        let playerView = try #require(card.subviews.first)
        let knob = try #require(playerView.subviews.first)
        #expect(root.tag == 1)
        #expect(playerView.tag == 1)
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        #expect(knob.traitCollection.userInterfaceStyle == .light)
        let controller = try #require(playerView.owningViewController?.parent)
        controller.overrideUserInterfaceStyle = .dark
        #expect(knob.traitCollection.userInterfaceStyle == .dark)
    }
}
