import Foundation

extension Color {
    /// What a colour the asset catalog lacks is drawn with: magenta, so the picture shows that something is missing.
    ///
    /// ```swift
    /// Color(named: "Nope")! == Color.missingAsset // true with an empty catalog
    /// ```
    public static let missingAsset = Color(red: 1, green: 0, blue: 1)

    /// The colour set named `name` in ``AssetCatalog/main``, with its light and dark values. Never `nil`: a name the
    /// catalog lacks gives ``missingAsset``. Failable only so that code written for UIKit
    /// (`UIColor(named: "Brand")!`) compiles unchanged.
    ///
    /// ```swift
    /// card.backgroundColor = UIColor(named: "CardBackground")
    /// ```
    public init?(named name: String) {
        self.init(named: name, in: AssetCatalog.main)
    }

    /// The colour set named `name` in `catalog` (``missingAsset`` when it has none).
    ///
    /// ```swift
    /// let brand = Color(named: "Brand", in: catalog)
    /// ```
    public init?(named name: String, in catalog: AssetCatalog) {
        self = catalog.colors[name] ?? .missingAsset
    }
}
