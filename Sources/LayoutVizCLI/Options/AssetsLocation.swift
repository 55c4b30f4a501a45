import Foundation
import LayoutScene

/// Where a scene's `UIImage(named:)` images and `UIColor(named:)` colours come from: the folder given with
/// `--assets DIR`, else the catalogs found in an app's folder, else the convention (`<scene>.xcassets` beside the
/// scene file, else `Assets.xcassets` in its folder), else none.
///
/// ```swift
/// let catalog = try AssetsLocation(explicit: "App/Assets.xcassets").catalog(forScene: "Samples/player.swiftlay")
/// ```
struct AssetsLocation: Sendable {
    /// The folder given on the command line, if any.
    let explicit: String?
    /// The catalog an app's folder holds (``AppModule``), if the scene is one of its screens.
    var found: AssetCatalog?

    init(explicit: String?, found: AssetCatalog? = nil) {
        self.explicit = explicit
        self.found = found
    }

    /// The catalog for the scene at `scene`, or `nil` when there is none; an unreadable catalog is bad input
    /// (exit 2) whose message names the file at fault.
    func catalog(forScene scene: String) throws(CommandFailure) -> AssetCatalog? {
        if explicit == nil, let found { return found }
        let url = explicit.map { URL(fileURLWithPath: $0) }
            ?? AssetCatalog.conventionalLocation(forScene: URL(fileURLWithPath: scene))
        guard let url else { return nil }
        do {
            return try AssetCatalog(contentsOf: url)
        } catch {
            throw CommandFailure(.badInput, "error: cannot read the assets: \(error.description)")
        }
    }
}
