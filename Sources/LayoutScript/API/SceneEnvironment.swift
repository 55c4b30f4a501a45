import LayoutScene

/// What a scene is loaded with besides its text: the asset catalog `UIImage(named:)` reads and what runs
/// `systemLayoutSizeFitting`.
struct SceneEnvironment: Sendable {
    var assets: AssetCatalog?
    var fitting: (any LayoutFitting)?
}
