import Foundation

/// A collection item, as `UICollectionViewCell`: a ``contentView`` filling the cell (constraints
/// `UICollectionViewCell-contentView-…`) for the item's own subviews.
///
/// ```swift
/// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
/// cell.contentView.addSubview(cover)
/// ```
open class CollectionViewCell: View {
    /// `UICollectionViewFlowLayout.itemSize`'s documented default, 50 × 50: the size a flow layout gives an item
    /// whose constraints give none.
    ///
    /// ```swift
    /// CollectionViewCell.defaultItemSize // 50 × 50
    /// ```
    public static let defaultItemSize = CGSize(width: 50, height: 50)

    /// The view the item's content goes in; it fills the cell.
    public let contentView: View
    /// The view behind the item's content: behind every subview, filling the cell (see ``CellBackgroundView``).
    ///
    /// ```swift
    /// cell.backgroundView = View()
    /// ```
    public var backgroundView: View? {
        didSet { CellBackgroundView.place(backgroundView, replacing: oldValue, in: self) }
    }
    /// The view shown behind a selected item's content (kept for pasted code; items are drawn unselected).
    ///
    /// ```swift
    /// cell.selectedBackgroundView = View()
    /// ```
    public var selectedBackgroundView: View?
    /// The view showing ``contentConfiguration``.
    private var configuredContent = ConfiguredContent()
    /// The content shown in the content view: the view the configuration makes fills the content view (nil removes
    /// it).
    ///
    /// ```swift
    /// var content = UIListContentConfiguration.cell()
    /// content.text = "Inbox"
    /// cell.contentConfiguration = content
    /// ```
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { configuredContent.show(contentConfiguration, in: contentView) }
    }
    /// Whether the item is selected (kept; items are drawn unselected).
    public var isSelected = false

    private var fillConstraints = SystemConstraintSet()

    /// A cell with a frame.
    ///
    /// ```swift
    /// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// ```
    public override init(frame: CGRect) {
        contentView = View()
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.derivedName = DerivedName(owner: self, suffix: "contentView")
        addSubview(contentView)
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell with a zero frame.
    ///
    /// ```swift
    /// let cell = UICollectionViewCell()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Keeps the content view filling the cell.
    ///
    /// ```swift
    /// cell.updateConstraints()
    /// ```
    open override func updateConstraints() {
        super.updateConstraints()
        let content = contentView
        let (leading, trailing) = (contentLeadingInset, contentTrailingInset)
        fillConstraints.update(signature: "fill \(leading) \(trailing)") {
            [LayoutAttribute.top, .bottom].map { attribute in
                SystemConstraintSet.make("UICollectionViewCell-contentView-\(attribute.name)", content, attribute,
                                         self, attribute)
            } + [
                SystemConstraintSet.make("UICollectionViewCell-contentView-leading", content, .leading, self, .leading,
                                         constant: leading),
                SystemConstraintSet.make("UICollectionViewCell-contentView-trailing", content, .trailing, self,
                                         .trailing, constant: -trailing),
            ]
        }
    }

    /// How far the content view starts after the cell's leading edge (a list row's indentation).
    var contentLeadingInset: CGFloat { 0 }
    /// How far the content view ends before the cell's trailing edge (a list row's accessories).
    var contentTrailingInset: CGFloat { 0 }
}

/// UIKit's name for ``CollectionViewCell``.
///
/// ```swift
/// final class CoverCell: UICollectionViewCell {}
/// ```
public typealias UICollectionViewCell = CollectionViewCell
