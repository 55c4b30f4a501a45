import Foundation

/// A search field in a bar, as `UISearchBar`: ``searchTextField`` (36 points tall, rounded, filled with
/// `tertiarySystemFill`, a magnifying glass before its text or its placeholder, "Search" by default) inset
/// ``ControlMetrics/searchFieldInset`` from the bar's sides and centred in it, and, with ``showsCancelButton``, a
/// Cancel button after it. The bar is ``ControlMetrics/searchBarHeight`` tall unless constrained; a navigation
/// item's search controller shows it in the navigation bar (see ``NavigationItem/searchController``).
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search recipes"
/// search.searchBarStyle = .minimal
/// ```
open class SearchBar: View {
    /// The field the text is typed in.
    public let searchTextField = SearchTextField()
    /// The Cancel button, made when first shown.
    public private(set) var cancelButton: Button?
    /// The look of the bar behind the field (the field looks the same in every style).
    public var searchBarStyle = SearchBarStyle.default
    /// Whether a Cancel button follows the field.
    public var showsCancelButton = false {
        didSet { if showsCancelButton { makeCancelButton() } else { cancelButton?.removeFromSuperview(); cancelButton = nil } }
    }
    /// The bar's colour behind the field; nil draws none.
    public var barTintColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }
    /// How far the field is inset from the bar's sides (the navigation bar's margins when it shows the bar).
    package var fieldInset = ControlMetrics.searchFieldInset {
        didSet { setNeedsUpdateConstraints() }
    }
    private var fieldConstraints = SystemConstraintSet()

    /// A bar with an empty field.
    ///
    /// ```swift
    /// let search = UISearchBar(frame: .zero)
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.translatesAutoresizingMaskIntoConstraints = false
        searchTextField.derivedName = DerivedName(owner: self, suffix: "searchTextField")
        addSubview(searchTextField)
    }

    /// A bar with an empty field and a zero frame.
    ///
    /// ```swift
    /// let search = UISearchBar()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Built in code, never unarchived: this always fails (it exists so subclasses written for UIKit compile).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError() }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The field's placeholder.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The field's text.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// No intrinsic width; ``ControlMetrics/searchBarHeight`` tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.searchBarHeight)
    }

    /// Keeps the field (and the Cancel button) in place.
    ///
    /// ```swift
    /// search.updateConstraints() // layout calls this before every solve
    /// ```
    open override func updateConstraints() {
        super.updateConstraints()
        let field = searchTextField, inset = fieldInset, cancel = cancelButton
        fieldConstraints.update(signature: "field \(inset) \(cancel.map { "\(ObjectIdentifier($0))" } ?? "-")") {
            var result = [
                make("leading", field, .leading, self, .leading, constant: inset),
                make("centerY", field, .centerY, self, .centerY),
                make("height", field, .height, nil, .notAnAttribute, constant: ControlMetrics.searchFieldHeight),
            ]
            if let cancel {
                result += [make("cancel-trailing", cancel, .trailing, self, .trailing, constant: -inset),
                           make("cancel-centerY", cancel, .centerY, self, .centerY),
                           make("trailing", field, .trailing, cancel, .leading,
                                constant: -ControlMetrics.searchCancelSpacing)]
            } else {
                result.append(make("trailing", field, .trailing, self, .trailing, constant: -inset))
            }
            return result
        }
    }

    private func makeCancelButton() {
        guard cancelButton == nil else { return }
        let button = Button(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.derivedName = DerivedName(owner: self, suffix: "cancelButton")
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
        addSubview(button)
        cancelButton = button
        setNeedsUpdateConstraints()
    }

    private func make(_ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                      _ secondAttribute: LayoutAttribute, constant: CGFloat = 0) -> LayoutConstraint {
        SystemConstraintSet.make("UISearchBar-\(name)", first, attribute, second, secondAttribute, constant: constant)
    }
}

/// The look of a search bar's background, as `UISearchBar.Style`.
///
/// ```swift
/// search.searchBarStyle = .minimal
/// ```
public enum SearchBarStyle: Sendable, CaseIterable {
    case `default`, prominent, minimal
}

/// The text field of a search bar, as `UISearchTextField`: rounded, filled with `tertiarySystemFill`, its text (or
/// "Search") after a magnifying glass.
///
/// ```swift
/// search.searchTextField.backgroundColor = .systemGray6
/// ```
open class SearchTextField: TextField {
    /// A field as a search bar makes it.
    ///
    /// ```swift
    /// let field = UISearchTextField()
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = ControlMetrics.searchFieldCornerRadius
        placeholder = "Search"
    }

    /// Built in code, never unarchived: this always fails.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError() }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text starts past the magnifying glass, at the leading side (the right in a right-to-left layout).
    public override var textInsets: EdgeInsets {
        let leading = ControlMetrics.searchFieldTextLeading, trailing = ControlMetrics.searchFieldInset
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? EdgeInsets(top: 0, left: trailing, bottom: 0, right: leading)
            : EdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
    }
}

/// UIKit's name for ``SearchBar``.
public typealias UISearchBar = SearchBar
/// UIKit's name for ``SearchTextField``.
public typealias UISearchTextField = SearchTextField
