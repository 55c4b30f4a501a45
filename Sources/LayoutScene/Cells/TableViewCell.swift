import Foundation

/// A table row, as `UITableViewCell`: a ``contentView`` for the row's own subviews and, for the built-in styles,
/// a ``textLabel``, ``detailTextLabel`` and ``imageView`` laid out as UIKit lays them out (with the estimates of
/// ``CellLayoutEstimates``), and an accessory at the trailing edge that narrows the content view: a standard one
/// (``accessoryType``) or a view of the app's own (``accessoryView``, e.g. a switch).
///
/// The built-in views are made on first use, as in UIKit, so a custom cell that only uses `contentView` has no
/// extra views. Their constraints are kept by the cell (identifiers `UITableViewCell-…`) and follow its style,
/// accessory and whether the image view has an image.
///
/// ```swift
/// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "track")
/// cell.textLabel?.text = "Blue in Green"
/// cell.detailTextLabel?.text = "Miles Davis"
/// cell.imageView?.image = UIImage(named: "cover")
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// ```swift
/// let row = UITableViewCell(style: .default, reuseIdentifier: "toggle")
/// row.textLabel?.text = "Airplane Mode"
/// row.accessoryView = UISwitch()
/// ```
open class TableViewCell: View {
    /// The built-in layout (set by the initializer).
    public package(set) var style: TableViewCellStyle
    /// The reuse identifier (kept; tables do not dequeue here).
    public package(set) var reuseIdentifier: String?
    /// The view the row's content goes in; it fills the cell except for the accessory.
    public let contentView: View
    /// The accessory drawn at the trailing edge (unless there is an ``accessoryView``).
    public var accessoryType: TableViewCellAccessoryType = .none
    /// A view shown where the accessory goes, in place of ``accessoryType``'s: a subview of the cell, at the
    /// trailing margin, vertically centred, with the content view ending ``CellLayoutEstimates/accessorySpacing``
    /// before it. Its size is its frame's, as UIKit keeps it — or, while that is zero, its intrinsic size (as if
    /// `sizeToFit()` had been called).
    public var accessoryView: View? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            guard let accessoryView else { return }
            accessoryView.translatesAutoresizingMaskIntoConstraints = false
            if accessoryView.derivedName == nil {
                accessoryView.derivedName = .init(owner: self, suffix: "accessoryView")
            }
            addSubview(accessoryView)
        }
    }
    /// The view behind the row's content: behind every subview, filling the cell (see ``CellBackgroundView``).
    ///
    /// ```swift
    /// cell.backgroundView = View()
    /// ```
    public var backgroundView: View? {
        didSet { CellBackgroundView.place(backgroundView, replacing: oldValue, in: self) }
    }
    /// The view shown behind a selected row's content (kept for pasted code; rows are drawn unselected).
    ///
    /// ```swift
    /// cell.selectedBackgroundView = View()
    /// ```
    public var selectedBackgroundView: View?
    /// How the row shows selection (kept for pasted code; rows are drawn unselected).
    public var selectionStyle: TableViewCellSelectionStyle = .default
    /// The separator's inset; only `left` and `right` are used, as in UIKit.
    public var separatorInset = CellLayoutEstimates.separatorInset

    private var storedTextLabel: Label?
    /// The view showing ``contentConfiguration``.
    private var configuredContent = ConfiguredContent()
    /// The content shown in the content view, as iOS 14's cells show it: the view the configuration makes fills
    /// the content view (nil removes it).
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// content.text = "Wi-Fi"
    /// cell.contentConfiguration = content
    /// ```
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { configuredContent.show(contentConfiguration, in: contentView) }
    }
    private var storedDetailLabel: Label?
    private var storedImageView: ImageView?
    private var styleConstraints = SystemConstraintSet()
    private var storedTextBlockGuide: LayoutGuide?

    /// A cell with a built-in style, 320 × 44 as UIKit makes it.
    ///
    /// ```swift
    /// let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
    /// ```
    public init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: CGRect(origin: .zero, size: CellLayoutEstimates.initialSize))
        setUpContentView()
    }

    /// A `.default` cell with a frame.
    ///
    /// ```swift
    /// let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    /// ```
    public override init(frame: CGRect) {
        style = .default
        contentView = View()
        super.init(frame: frame)
        setUpContentView()
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

    /// A `.default` cell, 320 × 44.
    ///
    /// ```swift
    /// let cell = UITableViewCell()
    /// ```
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    private func setUpContentView() {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.derivedName = .init(owner: self, suffix: "contentView")
        addSubview(contentView)
    }

    /// The title label (made on first use and added to the content view).
    ///
    /// ```swift
    /// cell.textLabel?.text = "Wi-Fi"
    /// ```
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = builtInLabel("textLabel")
        label.font = style == .value2 ? CellLayoutEstimates.value2TitleFont : CellLayoutEstimates.titleFont
        if style == .value2 { label.textAlignment = .right }
        storedTextLabel = label
        return label
    }

    /// The detail label (`nil` for `.default`; made on first use otherwise).
    ///
    /// ```swift
    /// cell.detailTextLabel?.text = "Home"
    /// ```
    public var detailTextLabel: Label? {
        if let storedDetailLabel { return storedDetailLabel }
        guard style != .default else { return nil }
        let label = builtInLabel("detailTextLabel")
        switch style {
        case .subtitle: label.font = CellLayoutEstimates.subtitleDetailFont
        case .value1:
            label.font = CellLayoutEstimates.value1DetailFont
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default: label.font = CellLayoutEstimates.value2DetailFont
        }
        storedDetailLabel = label
        return label
    }

    /// The image view at the leading edge (made on first use; empty until given an image).
    ///
    /// ```swift
    /// cell.imageView?.image = UIImage(systemName: "wifi")
    /// ```
    public var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let imageView = ImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.derivedName = .init(owner: self, suffix: "imageView")
        contentView.addSubview(imageView)
        storedImageView = imageView
        return imageView
    }

    /// A row's content configuration with no content: `UIListContentConfiguration.cell()`.
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// ```
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The width the standard accessory takes from the content view (an ``accessoryView``'s follows its size).
    ///
    /// ```swift
    /// cell.accessoryType = .checkmark
    /// cell.accessoryWidth // 40
    /// ```
    public var accessoryWidth: CGFloat {
        CellLayoutEstimates.accessoryWidths[accessoryType] ?? 0
    }

    /// Keeps the content view and built-in views constrained to the current style, accessory and image.
    ///
    /// ```swift
    /// cell.updateConstraints() // layout calls this before every solve
    /// ```
    open override func updateConstraints() {
        super.updateConstraints()
        let layout = TableViewCellLayout(cell: self, title: storedTextLabel, detail: storedDetailLabel,
                                         image: storedImageView, accessory: accessoryView)
        styleConstraints.update(signature: layout.signature) { layout.constraints() }
    }

    /// The guide spanning a `.subtitle` cell's title and detail, which centres them as a block.
    var textBlockGuide: LayoutGuide {
        if let storedTextBlockGuide { return storedTextBlockGuide }
        let guide = LayoutGuide()
        guide.identifier = "UITableViewCell-textBlock"
        contentView.addLayoutGuide(guide)
        storedTextBlockGuide = guide
        return guide
    }

    private func builtInLabel(_ suffix: String) -> Label {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.derivedName = .init(owner: self, suffix: suffix)
        contentView.addSubview(label)
        return label
    }
}

/// How a table cell shows selection, as `UITableViewCell.SelectionStyle`.
///
/// ```swift
/// cell.selectionStyle = .none
/// ```
public enum TableViewCellSelectionStyle: Int, Sendable, Hashable, CaseIterable {
    /// No highlight.
    case none = 0
    /// Blue (grey since iOS 7).
    case blue = 1
    /// Grey.
    case gray = 2
    /// The default grey.
    case `default` = 3
}

/// UIKit's name for ``TableViewCell``.
///
/// ```swift
/// final class TrackCell: UITableViewCell {}
/// ```
public typealias UITableViewCell = TableViewCell

extension TableViewCell {
    /// UIKit's nested name for ``TableViewCellStyle``.
    public typealias CellStyle = TableViewCellStyle
    /// UIKit's nested name for ``TableViewCellAccessoryType``.
    public typealias AccessoryType = TableViewCellAccessoryType
    /// UIKit's nested name for ``TableViewCellSeparatorStyle``.
    public typealias SeparatorStyle = TableViewCellSeparatorStyle
    /// UIKit's nested name for ``TableViewCellSelectionStyle``.
    public typealias SelectionStyle = TableViewCellSelectionStyle
}
