import Foundation

/// The content of a list row or section header, as `UIListContentConfiguration`: an image, a text and a secondary
/// text, laid out by ``ListContentView`` in the style the configuration was made with. Fonts, colours and spacings
/// of each style are ``CellLayoutEstimates``'s.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Ada Lovelace"
/// content.secondaryText = "Analyst"
/// content.image = UIImage(systemName: "person.circle")
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: ContentConfiguration {
    /// How the texts are placed.
    public enum Style: Sendable, CaseIterable {
        /// Text with the secondary text under it.
        case cell
        /// Text with the secondary text under it in a smaller font.
        case subtitleCell
        /// Text at the leading edge, secondary text at the trailing edge.
        case valueCell
        /// A sidebar row.
        case sidebarCell
        /// A grouped list's section header or footer: small capitals in the secondary colour.
        case groupedHeader, groupedFooter
        /// A plain list's section header or footer.
        case plainHeader, plainFooter
        /// An inset-grouped list's large header.
        case prominentInsetGroupedHeader
    }

    /// How one of the texts looks, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        /// The alignment.
        public var alignment = TextAlignment.natural
        /// Whether the text is shown in capitals.
        public var transformsToUppercase = false
    }

    /// How the image looks, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        /// The tint of a template image.
        public var tintColor: Color?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize = CGSize.zero
        /// The size kept for the image whatever it is (zero: the image's).
        public var reservedLayoutSize = CGSize.zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
    }

    /// The style the configuration was made with.
    public let style: Style
    /// The primary text.
    public var text: String?
    /// The primary text with attributes (its string is shown).
    public var attributedText: AttributedText?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (its string is shown).
    public var secondaryAttributedText: AttributedText?
    /// The image at the leading edge.
    public var image: Image?
    /// How the text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The space around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding = CellLayoutEstimates.imageToTextSpacing
    /// The space between the text and the secondary text, one under the other.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The space between the text and the secondary text, side by side.
    public var textToSecondaryTextHorizontalPadding = CellLayoutEstimates.value1Spacing
    /// Whether the texts are side by side.
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// A configuration of a style, with that style's fonts, colours and margins.
    ///
    /// ```swift
    /// ListContentConfiguration(style: .valueCell)
    /// ```
    public init(style: Style) {
        typealias E = CellLayoutEstimates
        self.style = style
        let margins = DirectionalEdgeInsets(top: E.verticalMargin, leading: E.horizontalMargin,
                                            bottom: E.verticalMargin, trailing: E.horizontalMargin)
        var text = TextProperties(font: E.titleFont, color: .label)
        var secondary = TextProperties(font: E.listSecondaryFont, color: .secondaryLabel)
        directionalLayoutMargins = margins
        textToSecondaryTextVerticalPadding = 0
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        switch style {
        case .cell, .sidebarCell:
            break
        case .subtitleCell:
            secondary.font = E.subtitleDetailFont
            secondary.color = .label
            textToSecondaryTextVerticalPadding = E.subtitleSpacing
        case .valueCell:
            secondary.font = E.value1DetailFont
        case .groupedHeader, .groupedFooter:
            text = TextProperties(font: E.groupedSectionTitleFont, color: .secondaryLabel)
            text.transformsToUppercase = style == .groupedHeader
            let insets = style == .groupedHeader ? E.groupedHeaderTitleInsets : E.groupedFooterTitleInsets
            directionalLayoutMargins = DirectionalEdgeInsets(top: insets.top, leading: E.horizontalMargin,
                                                             bottom: insets.bottom, trailing: E.horizontalMargin)
        case .plainHeader, .plainFooter:
            text = TextProperties(font: E.plainSectionTitleFont, color: .label)
            directionalLayoutMargins = DirectionalEdgeInsets(top: E.plainSectionTitleInsets.top,
                                                             leading: E.horizontalMargin,
                                                             bottom: E.plainSectionTitleInsets.bottom,
                                                             trailing: E.horizontalMargin)
        case .prominentInsetGroupedHeader:
            text = TextProperties(font: E.prominentHeaderFont, color: .label)
            directionalLayoutMargins = DirectionalEdgeInsets(top: E.groupedHeaderTitleInsets.top, leading: 0,
                                                             bottom: E.groupedHeaderTitleInsets.bottom, trailing: 0)
        }
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// A row: text with the secondary text under it (what a cell's `defaultContentConfiguration()` gives).
    ///
    /// ```swift
    /// UIListContentConfiguration.cell()
    /// ```
    public static func cell() -> ListContentConfiguration { .init(style: .cell) }
    /// A row with a subtitle.
    ///
    /// ```swift
    /// UIListContentConfiguration.subtitleCell()
    /// ```
    public static func subtitleCell() -> ListContentConfiguration { .init(style: .subtitleCell) }
    /// A row with a value at its trailing edge.
    ///
    /// ```swift
    /// UIListContentConfiguration.valueCell()
    /// ```
    public static func valueCell() -> ListContentConfiguration { .init(style: .valueCell) }
    /// A sidebar row.
    ///
    /// ```swift
    /// UIListContentConfiguration.sidebarCell()
    /// ```
    public static func sidebarCell() -> ListContentConfiguration { .init(style: .sidebarCell) }
    /// A grouped list's section header.
    ///
    /// ```swift
    /// UIListContentConfiguration.groupedHeader()
    /// ```
    public static func groupedHeader() -> ListContentConfiguration { .init(style: .groupedHeader) }
    /// A grouped list's section footer.
    ///
    /// ```swift
    /// UIListContentConfiguration.groupedFooter()
    /// ```
    public static func groupedFooter() -> ListContentConfiguration { .init(style: .groupedFooter) }
    /// A plain list's section header.
    ///
    /// ```swift
    /// UIListContentConfiguration.plainHeader()
    /// ```
    public static func plainHeader() -> ListContentConfiguration { .init(style: .plainHeader) }
    /// A plain list's section footer.
    ///
    /// ```swift
    /// UIListContentConfiguration.plainFooter()
    /// ```
    public static func plainFooter() -> ListContentConfiguration { .init(style: .plainFooter) }
    /// An inset-grouped list's large section header.
    ///
    /// ```swift
    /// UIListContentConfiguration.prominentInsetGroupedHeader()
    /// ```
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        .init(style: .prominentInsetGroupedHeader)
    }

    /// A ``ListContentView`` showing this content.
    ///
    /// ```swift
    /// let view = content.makeContentView()
    /// ```
    public func makeContentView() -> View { ListContentView(configuration: self) }
}

/// UIKit's name for ``ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
