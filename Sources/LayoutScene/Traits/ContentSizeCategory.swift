/// The user's preferred text size (Dynamic Type), smallest to largest; `.large` is the default and
/// `.unspecified` is normalised to it, as UIKit does.
///
/// ```swift
/// let font = Font.preferredFont(forTextStyle: .body,
///                               compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityLarge))
/// font.pointSize // 33
/// ```
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Normalised to ``large``.
    case unspecified
    /// xS.
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L, the default.
    case large
    /// xL.
    case extraLarge
    /// xxL.
    case extraExtraLarge
    /// xxxL.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5.
    case accessibilityExtraExtraExtraLarge

    /// The twelve real categories, smallest first.
    ///
    /// ```swift
    /// ContentSizeCategory.ordered.first // .extraSmall
    /// ```
    public static let ordered: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// The category with unspecified read as large.
    ///
    /// ```swift
    /// ContentSizeCategory.unspecified.normalized // .large
    /// ```
    public var normalized: ContentSizeCategory { self == .unspecified ? .large : self }

    /// The position in ``ordered`` (unspecified counts as large): 0 for xS … 11 for AX5.
    ///
    /// ```swift
    /// ContentSizeCategory.large.index // 3
    /// ```
    public var index: Int { Self.ordered.firstIndex(of: normalized) ?? 3 }

    /// Whether it is one of the five accessibility sizes.
    ///
    /// ```swift
    /// ContentSizeCategory.accessibilityMedium.isAccessibilityCategory // true
    /// ```
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// The short name used in reference file names and on the command line: `xSmall`, `small`, `medium`,
    /// `large`, `xLarge`, `xxLarge`, `xxxLarge`, `accessibilityMedium` … `accessibilityXXXL`.
    ///
    /// ```swift
    /// ContentSizeCategory.accessibilityExtraExtraExtraLarge.shortName // "accessibilityXXXL"
    /// ```
    public var shortName: String { Self.shortNames[index] }

    /// Reads a category by its UIKit name (`accessibilityLarge`), its short name (`xxLarge`,
    /// `accessibilityXXXL`), its abbreviation (`XS`, `L`, `AX2`) or UIKit's raw value
    /// (`UICTContentSizeCategoryAccessibilityL`); case does not matter.
    ///
    /// ```swift
    /// ContentSizeCategory(parsing: "AX5") // .accessibilityExtraExtraExtraLarge
    /// ```
    public init?(parsing text: String) {
        let key = text.lowercased().replacingOccurrences(of: "uictcontentsizecategory", with: "")
        for (offset, category) in Self.ordered.enumerated() {
            let names = [category.rawValue, Self.shortNames[offset], Self.abbreviations[offset], Self.rawSuffixes[offset]]
            if names.contains(where: { $0.lowercased() == key }) {
                self = category
                return
            }
        }
        return nil
    }

    /// Smaller categories come first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    private static let shortNames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                     "accessibilityMedium", "accessibilityLarge", "accessibilityXL",
                                     "accessibilityXXL", "accessibilityXXXL"]
    private static let abbreviations = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    private static let rawSuffixes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL",
                                      "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL"]
}

/// UIKit's name for ``ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
