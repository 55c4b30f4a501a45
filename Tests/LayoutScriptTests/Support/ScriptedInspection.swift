import Foundation
@testable import LayoutScript
import LayoutScene

/// The value of a stored property of the hosted scene controller, as its description.
func controllerProperty(_ name: String, of scene: LoadedScene) -> String? {
    guard let controller = scene.canvas.hostedController as? ScriptedObject else { return nil }
    return property(name, of: controller)
}

/// The value of a stored property of a scene view root (the canvas's first subview), as its description.
func rootViewProperty(_ name: String, of scene: LoadedScene) -> String? {
    guard let view = scene.canvas.subviews.first as? ScriptedObject else { return nil }
    return property(name, of: view)
}

/// The value of a stored property of a scene object, as its description.
func property(_ name: String, of object: ScriptedObject) -> String? {
    guard let value = object.instance.storage[name]?.value else { return nil }
    return object.interpreter.describe(value)
}
