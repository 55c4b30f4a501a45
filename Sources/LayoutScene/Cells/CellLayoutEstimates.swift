import Foundation

/// The numbers the built-in table cell styles are laid out with. UIKit lays these views out in code, not with
/// constraints, and does not document the values: every number here is an estimate from iOS 15–17 screenshots of
/// standard cells on a compact-width iPhone (reference 2.7 marks the cell margins unconfirmed). Keep them here only.
///
/// ```swift
/// CellLayoutEstimates.horizontalMargin // 16
/// ```
public enum CellLayoutEstimates {
    /// A cell's frame when made with `init(style:reuseIdentifier:)`: 320 × 44, UIKit's standard row height.
    public static let initialSize = CGSize(width: 320, height: 44)
    /// The least height a row of a built-in style takes (`UITableViewDefaultRowHeight`, 44).
    public static let minimumRowHeight: CGFloat = 44
    /// The content's leading and trailing margin inside the content view (16 on compact-width phones).
    public static let horizontalMargin: CGFloat = 16
    /// The least space above and below the text of a built-in style.
    public static let verticalMargin: CGFloat = 11
    /// The space between the image and the title.
    public static let imageToTextSpacing: CGFloat = 16
    /// The least space between a `.value1` title and its right-aligned detail.
    public static let value1Spacing: CGFloat = 8
    /// The width of the `.value2` title column (right-aligned), and the space before its detail.
    public static let value2TitleWidth: CGFloat = 91
    /// The space between the `.value2` title column and the detail.
    public static let value2Spacing: CGFloat = 6
    /// The space between a `.subtitle` title and its detail.
    public static let subtitleSpacing: CGFloat = 2
    /// The fonts of the built-in labels: the title (`.value2`: 15 semibold in the tint colour) and the detail
    /// (`.subtitle`: 12 pt; `.value1`: 17 pt secondary grey; `.value2`: 15 pt).
    public static let titleFont = Font.systemFont(ofSize: 17)
    /// The `.value2` title font.
    public static let value2TitleFont = Font.systemFont(ofSize: 15, weight: .semibold)
    /// The `.subtitle` detail font.
    public static let subtitleDetailFont = Font.systemFont(ofSize: 12)
    /// The `.value1` detail font.
    public static let value1DetailFont = Font.systemFont(ofSize: 17)
    /// The `.value2` detail font.
    public static let value2DetailFont = Font.systemFont(ofSize: 15)
    /// How much of the cell's width each accessory takes from the content view, trailing margin included.
    public static let accessoryWidths: [TableViewCellAccessoryType: CGFloat] = [
        .none: 0, .disclosureIndicator: 34, .checkmark: 40, .detailButton: 48, .detailDisclosureButton: 67,
    ]
    /// The space between the content view and an accessory view: what the standard accessories leave between the
    /// content view and their glyph (34 = 16 + 8 + 10 for the chevron, 40 = 16 + 14 + 10 for the checkmark).
    public static let accessorySpacing: CGFloat = 10
    /// The separator's default inset from the leading edge (the text's margin).
    public static let separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The accessory glyphs' sizes: the chevron (8 × 13), the checkmark (14 × 11) and the info button circle (22).
    public static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark's size.
    public static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The info button's diameter.
    public static let detailButtonDiameter: CGFloat = 22
    /// The space a grouped or inset-grouped table leaves between sections without headers or footers: UIKit's
    /// default section header and footer heights together (18 + 17), and the space above the first section, an
    /// estimate from screenshots.
    public static let groupedSectionGap: CGFloat = groupedEmptyHeaderHeight + groupedEmptyFooterHeight
    /// The height of a grouped table's section header that has no title, view or height of its own (18).
    public static let groupedEmptyHeaderHeight: CGFloat = 18
    /// The height of a grouped table's section footer that has no title, view or height of its own (17); the same
    /// space is kept above the first section.
    public static let groupedEmptyFooterHeight: CGFloat = 17
    /// The space iOS 15 and later keep above each section header of a plain table (`sectionHeaderTopPadding` left
    /// at `automaticDimension`), an estimate.
    public static let plainHeaderTopPadding: CGFloat = 22
    /// A plain table's section titles (header and footer): 17-point semibold in the label colour.
    public static let plainSectionTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// The space above and below a plain table's section title.
    public static let plainSectionTitleInsets = (top: CGFloat(4), bottom: CGFloat(4))
    /// A grouped table's section titles: 13-point (footnote) in the secondary label colour, headers in capitals.
    public static let groupedSectionTitleFont = Font.systemFont(ofSize: 13)
    /// The space above and below a grouped table's header title.
    public static let groupedHeaderTitleInsets = (top: CGFloat(17), bottom: CGFloat(6))
    /// The space above and below a grouped table's footer title.
    public static let groupedFooterTitleInsets = (top: CGFloat(6), bottom: CGFloat(6))
    /// How far an inset-grouped table's rows are inset from its sides on a compact-width iPhone (its layout margins),
    /// an estimate.
    public static let insetGroupedMargin: CGFloat = 16
    /// The secondary text of a list content configuration's `cell()` style: 15-point (subheadline), an estimate.
    public static let listSecondaryFont = Font.systemFont(ofSize: 15)
    /// The text of `UIListContentConfiguration.prominentInsetGroupedHeader()`: 20-point bold, an estimate.
    public static let prominentHeaderFont = Font.systemFont(ofSize: 20, weight: .bold)
    /// The corner radius of an inset-grouped section's card (10), an estimate.
    public static let insetGroupedCornerRadius: CGFloat = 10
}
