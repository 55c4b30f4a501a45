import LayoutScene

/// What a scene is loaded with besides its text: the asset catalog `UIImage(named:)` reads, what runs
/// `systemLayoutSizeFitting`, and the ``LoadOptions`` (root class, base-class hooks).
struct SceneEnvironment: Sendable {
    var assets: AssetCatalog?
    var fitting: (any LayoutFitting)?
    var options = LoadOptions()
}
