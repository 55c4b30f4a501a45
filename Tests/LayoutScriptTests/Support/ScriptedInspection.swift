import Foundation
@testable import LayoutScript
import LayoutScene

/// The value of a stored property of the hosted scene controller, as its description.
func controllerProperty(_ name: String, of scene: LoadedScene) -> String? {
    guard let controller = scene.canvas.hostedController as? ScriptedObject,
          let value = controller.instance.storage[name]?.value else { return nil }
    return controller.interpreter.describe(value)
}
