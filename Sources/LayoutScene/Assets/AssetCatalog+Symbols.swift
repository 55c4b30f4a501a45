/// Xcode's generated asset symbols (Xcode 15): each colour set and image set gets a static member of
/// `ColorResource` / `ImageResource` named after it in lower camel case, without a trailing "Color" / "Image"
/// (`Gray 8` → `gray8`, `dark-gray-0` → `darkGray0`, `BrandColor` → `brand`), used as `UIColor(resource: .gray8)`.
///
/// ```swift
/// catalog.colorName(forSymbol: "gray8") // "Gray 8"
/// ```
extension AssetCatalog {
    /// The colour set whose generated symbol is `symbol`, or nil.
    ///
    /// ```swift
    /// catalog.colorName(forSymbol: "brand") // "BrandColor"
    /// ```
    public func colorName(forSymbol symbol: String) -> String? {
        colors.keys.sorted().first { Self.symbolName(forAsset: $0, droppingSuffix: "Color") == symbol }
    }

    /// The image set whose generated symbol is `symbol`, or nil (an image in a folder is named by its last part).
    ///
    /// ```swift
    /// catalog.imageName(forSymbol: "play") // "Icons/play"
    /// ```
    public func imageName(forSymbol symbol: String) -> String? {
        imageSets.keys.sorted().first { name in
            let last = name.split(separator: "/").last.map(String.init) ?? name
            return Self.symbolName(forAsset: last, droppingSuffix: "Image") == symbol
        }
    }

    /// The symbol Xcode generates for an asset named `name`: words split at characters other than letters and digits,
    /// joined in lower camel case, `suffix` dropped from the end when something is left.
    ///
    /// ```swift
    /// AssetCatalog.symbolName(forAsset: "dark-gray 0", droppingSuffix: "Color") // "darkGray0"
    /// ```
    public static func symbolName(forAsset name: String, droppingSuffix suffix: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        return symbol
    }
}
