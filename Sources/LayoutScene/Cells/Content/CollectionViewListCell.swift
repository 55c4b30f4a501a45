import Foundation

/// A row of a list made with a compositional list layout, as `UICollectionViewListCell`: its content view ends
/// where its trailing accessories start (see ``CellAccessory``), and its default content configuration is a row's.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories shown at the row's trailing edge.
    public var accessories: [CellAccessory] = [] {
        didSet { setNeedsUpdateConstraints() }
    }
    /// How far the content is indented, in levels of ``indentationWidth``.
    public var indentationLevel = 0
    /// The width of one indentation level.
    public var indentationWidth: CGFloat = 10

    /// A row's content configuration with no content: `UIListContentConfiguration.cell()`.
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// ```
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The accessory drawn at the trailing edge, as a table cell's accessory type (the first the row shows).
    public var trailingAccessoryType: TableViewCellAccessoryType {
        for accessory in accessories where accessory.showsWhenNotEditing {
            switch accessory.kind {
            case .disclosureIndicator: return .disclosureIndicator
            case .checkmark: return .checkmark
            case .detail: return .detailButton
            default: continue
            }
        }
        return .none
    }

    /// The width the trailing accessories take from the content view.
    override var contentTrailingInset: CGFloat {
        CellLayoutEstimates.accessoryWidths[trailingAccessoryType] ?? 0
    }

    /// The indentation the content view starts after.
    override var contentLeadingInset: CGFloat { CGFloat(indentationLevel) * indentationWidth }
}

/// Something a list row shows beside its content, as `UICellAccessory`. The disclosure indicator, checkmark and
/// detail button are drawn as a table cell's; the others take no room (kept for pasted code).
///
/// ```swift
/// cell.accessories = [.disclosureIndicator(), .checkmark(displayed: .always)]
/// ```
public struct CellAccessory {
    /// What the accessory is.
    public enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail, delete, reorder, outlineDisclosure, multiselect, insert, label,
             customView, popUpMenu
    }

    /// When an accessory shows, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable, CaseIterable {
        case always, whenEditing, whenNotEditing
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState

    /// An accessory of a kind.
    ///
    /// ```swift
    /// CellAccessory(kind: .checkmark)
    /// ```
    public init(kind: Kind, displayed: DisplayedState = .whenNotEditing) {
        self.kind = kind
        self.displayed = displayed
    }

    /// A chevron.
    ///
    /// ```swift
    /// .disclosureIndicator()
    /// ```
    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing) -> CellAccessory {
        .init(kind: .disclosureIndicator, displayed: displayed)
    }
    /// A checkmark.
    ///
    /// ```swift
    /// .checkmark()
    /// ```
    public static func checkmark(displayed: DisplayedState = .whenNotEditing) -> CellAccessory {
        .init(kind: .checkmark, displayed: displayed)
    }
    /// An info button.
    ///
    /// ```swift
    /// .detail()
    /// ```
    public static func detail(displayed: DisplayedState = .whenNotEditing) -> CellAccessory {
        .init(kind: .detail, displayed: displayed)
    }

    /// Whether a row that is not being edited shows it.
    var showsWhenNotEditing: Bool { displayed != .whenEditing }
}

/// UIKit's name for ``CollectionViewListCell``.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's name for ``CellAccessory``.
public typealias UICellAccessory = CellAccessory
