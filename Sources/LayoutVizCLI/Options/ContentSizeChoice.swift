import ArgumentParser
import LayoutScene

/// `--content-size CATEGORY`: the Dynamic Type text size a scene is loaded and drawn at. Takes UIKit's names
/// (`extraSmall` … `accessibilityExtraExtraExtraLarge`, also spelled `UIContentSizeCategory.large` or `.large`), the
/// short names (`xSmall` … `xxxLarge`, `accessibilityMedium` … `accessibilityXXXL`), the abbreviations (`XS`, `L`,
/// `AX1` … `AX5`) and UIKit's raw values (`UICTContentSizeCategoryL`); case does not matter.
///
/// ```swift
/// ContentSizeChoice(argument: "UIContentSizeCategory.accessibilityLarge")?.category // .accessibilityLarge
/// ContentSizeChoice(argument: "xxxLarge")?.category                             // .extraExtraExtraLarge
/// ```
public struct ContentSizeChoice: ExpressibleByArgument, Sendable, Hashable {
    /// The category chosen.
    public var category: ContentSizeCategory

    /// Wraps a category.
    ///
    /// ```swift
    /// let choice = ContentSizeChoice(.extraLarge)
    /// ```
    public init(_ category: ContentSizeCategory) {
        self.category = category.normalized
    }

    /// Reads the command-line spelling; `nil` for anything else.
    ///
    /// ```swift
    /// ContentSizeChoice(argument: ".AX3")?.category // .accessibilityExtraLarge
    /// ```
    public init?(argument: String) {
        var text = Substring(argument)
        for prefix in ["UIContentSizeCategory.", "ContentSizeCategory.", "."] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        guard let category = ContentSizeCategory(parsing: String(text)) else { return nil }
        self.init(category)
    }

    /// The short names `--help` and errors list.
    public static var allValueStrings: [String] { ContentSizeCategory.ordered.map(\.shortName) }
}
