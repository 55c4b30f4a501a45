import Foundation

/// A section's header or footer, as `UITableViewHeaderFooterView`: a ``contentView`` filling it and, once asked
/// for, a built-in ``textLabel`` placed and styled as UIKit places a section title (see ``SectionTitleStyle``). A
/// table shows a title from `titleForHeaderInSection` in one of these, and an app's subclass lays out its own
/// subviews in the content view.
///
/// ```swift
/// let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
/// header.textLabel?.text = "Account"
/// ```
open class TableViewHeaderFooterView: View {
    /// The identifier it was made with.
    public package(set) var reuseIdentifier: String?
    /// The view an app adds its subviews to; it fills the header or footer.
    public let contentView: View
    /// How the table shows the built-in label; set when the table places the view.
    public var titleStyle = SectionTitleStyle(position: .header, tableStyle: .plain) {
        didSet { restyleTextLabel(from: oldValue) }
    }

    private(set) var storedTextLabel: Label?
    private var builtInConstraints = SystemConstraintSet()

    /// A header or footer with a reuse identifier, as a table's `dequeueReusableHeaderFooterView` makes it.
    ///
    /// ```swift
    /// let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
    /// ```
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: .zero)
        setUpContentView()
    }

    /// A header or footer with a frame.
    ///
    /// ```swift
    /// let header = UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    /// ```
    public override init(frame: CGRect) {
        contentView = View()
        super.init(frame: frame)
        setUpContentView()
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A header or footer without a reuse identifier.
    ///
    /// ```swift
    /// let header = UITableViewHeaderFooterView()
    /// ```
    public convenience init() {
        self.init(reuseIdentifier: nil)
    }

    private func setUpContentView() {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.derivedName = .init(owner: self, suffix: "contentView")
        addSubview(contentView)
    }

    /// The built-in title label, made in the content view the first time it is asked for.
    ///
    /// ```swift
    /// header.textLabel?.text = "Recent"
    /// ```
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.derivedName = .init(owner: self, suffix: "textLabel")
        label.font = titleStyle.font
        label.textColor = titleStyle.textColor
        label.numberOfLines = 0
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsUpdateConstraints()
        return label
    }

    /// The content view fills the view; the title label sits inside the style's insets.
    open override func updateConstraints() {
        super.updateConstraints()
        let style = titleStyle
        let label = storedTextLabel
        builtInConstraints.update(signature: "\(style) \(label.map { ObjectIdentifier($0).hashValue } ?? 0)") {
            var result = [make("contentView-top", contentView, .top, self, .top),
                          make("contentView-left", contentView, .left, self, .left),
                          make("contentView-width", contentView, .width, self, .width),
                          make("contentView-bottom", contentView, .bottom, self, .bottom)]
            if let label {
                result += [make("textLabel-left", label, .left, contentView, .left, constant: style.leadingInset),
                           make("textLabel-right", label, .right, .lessThanOrEqual, contentView, .right,
                                constant: -style.leadingInset),
                           make("textLabel-top", label, .top, contentView, .top, constant: style.verticalInsets.top),
                           make("textLabel-bottom", label, .bottom, contentView, .bottom,
                                constant: -style.verticalInsets.bottom)]
            }
            return result
        }
    }

    /// Gives the built-in label the new style's font and colour where it still has the old style's.
    private func restyleTextLabel(from old: SectionTitleStyle) {
        setNeedsUpdateConstraints()
        guard let label = storedTextLabel else { return }
        if label.font == old.font { label.font = titleStyle.font }
        if label.textColor == old.textColor { label.textColor = titleStyle.textColor }
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute,
                      _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                      constant: CGFloat = 0) -> LayoutConstraint {
        SystemConstraintSet.make("UITableViewHeaderFooterView-\(name)", first, attribute, relation, second,
                                 secondAttribute, constant: constant)
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0) -> LayoutConstraint {
        make(name, first, attribute, .equal, second, secondAttribute, constant: constant)
    }
}

/// UIKit's name for ``TableViewHeaderFooterView``.
///
/// ```swift
/// final class SectionHeader: UITableViewHeaderFooterView { /* … */ }
/// ```
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
