import Foundation
import LayoutScene
import LayoutScript

/// Loads a scene's files (one module, the scene file last; or an app's files already read, `sources`) with a system
/// trait collection in effect (``LayoutScene/TraitCollection/current``), so scene code that reads `traitCollection`
/// and the canvases it makes see `--appearance`; `UIImage(named:)` reads `assets` and `systemLayoutSizeFitting` runs
/// on `fitting`.
enum SceneLoading {
    static func load(paths: [String], sources: [SceneSource]? = nil, defaultSize: CGSize, traits: TraitCollection,
                     assets: AssetCatalog?, fitting: any LayoutFitting, options: LoadOptions = LoadOptions())
        -> Result<LoadedScene, ScriptError> {
        TraitCollection.$current.withValue(traits) {
            Result { () throws(ScriptError) in
                let translated: [SceneSource]? = if sources == nil { try ObjectiveCSources.sources(for: paths, defines: options.macroDefinitions) } else { nil }
                if let sources = sources ?? translated {
                    return try SceneScript.load(sources: sources, defaultSize: defaultSize, assets: assets,
                                                fitting: fitting, options: options)
                }
                return try SceneScript.load(contentsOf: paths.map { URL(fileURLWithPath: $0) },
                                            defaultSize: defaultSize, assets: assets, fitting: fitting,
                                            options: options)
            }
        }
    }
}
