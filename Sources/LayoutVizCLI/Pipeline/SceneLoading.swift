import Foundation
import LayoutScene
import LayoutScript

/// Loads a scene file with a system trait collection in effect (``LayoutScene/TraitCollection/current``), so
/// scene code that reads `traitCollection` and the canvases it makes see `--appearance`.
enum SceneLoading {
    static func load(path: String, defaultSize: CGSize, traits: TraitCollection) -> Result<LoadedScene, ScriptError> {
        TraitCollection.$current.withValue(traits) {
            Result { () throws(ScriptError) in
                try SceneScript.load(contentsOf: URL(fileURLWithPath: path), defaultSize: defaultSize)
            }
        }
    }
}
