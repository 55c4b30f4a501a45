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
    /// The view behind the content (kept for pasted code; drawn when set as a subview by the scene).
    public var backgroundView: View?
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
        fillConstraints.update(signature: "fill") {
            [LayoutAttribute.top, .left, .bottom, .right].map { attribute in
                SystemConstraintSet.make("UICollectionViewCell-contentView-\(attribute.name)", content, attribute,
                                         self, attribute)
            }
        }
    }
}

/// UIKit's name for ``CollectionViewCell``.
///
/// ```swift
/// final class CoverCell: UICollectionViewCell {}
/// ```
public typealias UICollectionViewCell = CollectionViewCell
