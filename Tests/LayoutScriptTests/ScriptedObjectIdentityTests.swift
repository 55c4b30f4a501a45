import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// The objects standing for scene-class instances are told from host objects and values by their class (no protocol
/// cast for a host object); host values are classified by their exact type when it is a struct or enum; code on a
/// large-stack thread stays on it.
@Suite struct ScriptedObjectIdentityTests {
    @Test func everyBaseHasItsOwnObjectClass() {
        let classes = Set(HostBase.allCases.map { ObjectIdentifier($0.objectType) })
        #expect(classes.count == HostBase.allCases.count)
        #expect(ObjectIdentifier(HostBase.label.objectType) == ObjectIdentifier(ScriptedLabel.self))
        #expect(ObjectIdentifier(HostBase.object.objectType) == ObjectIdentifier(ScriptedPlainObject.self))
    }

    @Test func sceneClassInstancesAreFoundAndHostObjectsAreNot() throws {
        let scene = try #require(loadScene("""
            final class Card: UIView {}
            final class Title: UILabel {}
            final class Model { var count = 3 }
            let canvas = Canvas(width: 100, height: 100)
            let model = Model()
            canvas.addSubview(Card())
            canvas.addSubview(Title())
            canvas.addSubview(UILabel())
            canvas.tag = model.count
            """))
        let views = scene.canvas.subviews
        #expect(views.count == 3)
        #expect(HostBase.scriptedObject(views[0])?.instance.scriptClass.name == "Card")
        #expect(HostBase.scriptedObject(views[1])?.instance.scriptClass.name == "Title")
        #expect(HostBase.scriptedObject(views[0]) === views[0])
        #expect(HostBase.scriptedObject(views[2]) == nil)
        #expect(HostBase.scriptedObject(scene.canvas) == nil)
        #expect(scene.canvas.tag == 3)
        #expect(HostBase.scriptedObject(Label()) == nil)
        #expect(HostBase.scriptedObject(CGPoint.zero) == nil)
        #expect(HostBase.scriptedObject(5) == nil)
        #expect(HostBase.scriptedObject("Card") == nil)
        let item = OutsideLayoutObject(typeName: "UIBarButtonItem", isType: false)
        #expect(OutsideLayoutObject.of(item) === item)
        #expect(OutsideLayoutObject.of(Label()) == nil)
        #expect(OutsideLayoutObject.of(CGPoint.zero) == nil)
    }

    @Test func hostValuesAreClassifiedByTheirMostSpecificType() {
        let registry = HostRegistry.shared
        #expect(registry.classify(CGPoint.zero)?.name == "CGPoint")
        #expect(registry.classify(CGSize.zero)?.name == "CGSize")
        #expect(registry.classify(CGRect.zero)?.name == "CGRect")
        #expect(registry.classify(LayoutPriority(750))?.name == "UILayoutPriority")
        #expect(registry.classify(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))?.name == "UIEdgeInsets")
        #expect(registry.classify(Label())?.name == "UILabel")
        #expect(registry.classify(ScriptedObjectIdentityTestsBadge())?.name == "UILabel")
        #expect(registry.classify(Canvas(width: 1, height: 1))?.name == "Canvas")
        #expect(registry.classify(View())?.name == "UIView")
        #expect(registry.classify(5) == nil)
        #expect(registry.classify("text") == nil)
        #expect(registry.classify(CGFloat(2)) == nil)
    }

    @Test func codeOnALargeStackStaysOnItsThread() {
        let threads = LargeStack.run { (Thread.current, LargeStack.ensure { Thread.current }) }
        #expect(threads.0 === threads.1)
        let here = Thread.current
        #expect(LargeStack.ensure { Thread.current } !== here)
        #expect(LargeStack.ensure { Thread.current } !== threads.0)
    }
}

final class ScriptedObjectIdentityTestsBadge: Label {}
