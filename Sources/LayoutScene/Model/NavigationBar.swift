import Foundation

/// The bar at the top of a ``NavigationController``, as `UINavigationBar`: a ``ContainerEstimates/navigationBarHeight``
/// strip below the status bar showing the top controller's title, centred. As in iOS 15 and later, the bar over
/// content at its top edge is transparent (its scroll-edge appearance, without the hairline a ``shadowImage``
/// replaces) unless ``barTintColor`` gives it a colour or a background image is set for the `.default` metrics
/// (drawn stretched over the bar; `UIImage()`, the usual way to ask for a clear bar, draws nothing). With
/// ``prefersLargeTitles`` and a top item whose ``NavigationItem/largeTitleDisplayMode`` allows it, the bar is
/// taller by ``ContainerEstimates/largeTitleHeight`` and shows the title large and leading under its items.
///
/// ```swift
/// navigationController.navigationBar.barTintColor = .white
/// navigationController.navigationBar.titleLabel.text // "Settings"
/// ```
public final class NavigationBar: View {
    /// The title, made by the bar (its `text` follows the top controller's ``ViewController/title``).
    public let titleLabel = Label()
    /// The large title, in the bar instead of ``titleLabel`` while the bar shows large titles.
    public let largeTitleLabel = Label()
    /// Whether the bar shows large titles for items that allow them (`UINavigationBar.prefersLargeTitles`).
    ///
    /// ```swift
    /// navigationController?.navigationBar.prefersLargeTitles = true
    /// ```
    public var prefersLargeTitles = false
    /// Whether the bar shows the top item's title large (set by its navigation controller at each layout).
    public package(set) var showsLargeTitle = false {
        didSet {
            titleLabel.isHidden = showsLargeTitle || itemViews.contains { $0 === titleViewShown }
            guard showsLargeTitle != oldValue else { return }
            if showsLargeTitle { addLargeTitle() } else {
                largeTitleLabel.removeFromSuperview()
                placeLargeTitle()
            }
        }
    }
    /// The title view shown, if any.
    var titleViewShown: View?
    /// The image replacing the hairline under the bar (kept: the bar at rest draws no hairline).
    public var shadowImage: Image?
    private var backgroundImages: [BarMetrics: Image] = [:]
    private var titleConstraints = SystemConstraintSet()
    private var largeTitleConstraints = SystemConstraintSet()
    private var searchConstraints = SystemConstraintSet()
    /// The views of the shown item: the title view and the bar button items' views.
    var itemViews: [View] = []
    /// The button drawing each bar button item without a custom view, made once per item (held with the item, so
    /// that no later item takes a freed one's identity).
    var itemButtons: [ObjectIdentifier: (item: BarButtonItem, button: Button)] = [:]
    var itemConstraints = SystemConstraintSet()
    /// The back button, made when a pushed item first shows one (in the bar while the top item shows it).
    public internal(set) var shownBackButton: Button?

    /// A bar, as its navigation controller makes it.
    ///
    /// ```swift
    /// let bar = NavigationBar()
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = ContainerEstimates.navigationTitleFont
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.derivedName = .init(owner: self, suffix: "titleLabel")
        addSubview(titleLabel)
        largeTitleLabel.font = ContainerEstimates.largeTitleFont
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        largeTitleLabel.derivedName = .init(owner: self, suffix: "largeTitleLabel")
        titleConstraints.update(signature: "title") {
            [
                SystemConstraintSet.make("UINavigationBar-title-centerX", titleLabel, .centerX, self, .centerX),
                SystemConstraintSet.make("UINavigationBar-title-centerY", titleLabel, .centerY, self, .top,
                                         constant: ContainerEstimates.navigationBarHeight / 2),
                SystemConstraintSet.make("UINavigationBar-title-width", titleLabel, .width, .lessThanOrEqual, self,
                                         .width, multiplier: ContainerEstimates.navigationTitleWidthFraction),
            ]
        }
    }

    /// A bar's own height, ``ContainerEstimates/navigationBarHeight``, and no width of its own: what a bar an app
    /// places itself takes where its constraints leave its height open (its navigation controller sets its frame).
    ///
    /// ```swift
    /// UINavigationBar(frame: .zero).intrinsicContentSize // (-1, 44)
    /// ```
    public override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ContainerEstimates.navigationBarHeight)
    }

    /// Puts the large title in the bar: at the leading edge, its bottom ``ContainerEstimates/largeTitleBottomInset``
    /// above the bar's (or the search bar's, when the bar shows one).
    private func addLargeTitle() {
        addSubview(largeTitleLabel)
        placeLargeTitle()
    }

    private func placeLargeTitle() {
        guard showsLargeTitle else {
            largeTitleConstraints.update(signature: "none") { [] }
            return
        }
        let above = searchBarShown == nil ? 0 : ContainerEstimates.searchBarStripHeight
        let label = largeTitleLabel
        largeTitleConstraints.update(signature: "large \(above)") {
            [
                SystemConstraintSet.make("UINavigationBar-largeTitle-leading", label, .leading, self,
                                         .leading, constant: ContainerEstimates.navigationItemEdgeInset),
                SystemConstraintSet.make("UINavigationBar-largeTitle-trailing", label, .trailing,
                                         .lessThanOrEqual, self, .trailing,
                                         constant: -ContainerEstimates.navigationItemEdgeInset),
                SystemConstraintSet.make("UINavigationBar-largeTitle-bottom", label, .bottom, self, .bottom,
                                         constant: -ContainerEstimates.largeTitleBottomInset - above),
            ]
        }
    }

    /// The search bar the bar shows under its title, if any (set by its navigation controller at each layout).
    public private(set) var searchBarShown: SearchBar?

    /// Shows `searchBar` in a ``ContainerEstimates/searchBarStripHeight`` strip along the bar's bottom, its field
    /// inset by the bar's margins; nil removes the one shown.
    package func showSearchBar(_ searchBar: SearchBar?) {
        guard searchBar !== searchBarShown else { return }
        if let shown = searchBarShown, shown.superview === self { shown.removeFromSuperview() }
        searchBarShown = searchBar
        searchConstraints.update(signature: searchBar.map { "\(ObjectIdentifier($0))" } ?? "none") {
            guard let searchBar else { return [] }
            searchBar.translatesAutoresizingMaskIntoConstraints = false
            searchBar.fieldInset = ContainerEstimates.searchFieldInsetInBar
            if searchBar.name == nil { searchBar.derivedName = .init(owner: self, suffix: "searchBar") }
            addSubview(searchBar)
            return [
                SystemConstraintSet.make("UINavigationBar-search-leading", searchBar, .leading, self, .leading),
                SystemConstraintSet.make("UINavigationBar-search-trailing", searchBar, .trailing, self, .trailing),
                SystemConstraintSet.make("UINavigationBar-search-bottom", searchBar, .bottom, self, .bottom),
                SystemConstraintSet.make("UINavigationBar-search-height", searchBar, .height, nil, .notAnAttribute,
                                         constant: ContainerEstimates.searchBarStripHeight),
            ]
        }
        placeLargeTitle()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bar's background colour, as `UINavigationBar.barTintColor`; `nil` (the default) leaves it transparent.
    ///
    /// ```swift
    /// bar.barTintColor = .systemBackground
    /// ```
    public var barTintColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

    /// Sets the image drawn stretched over the bar for `metrics` (only `.default`, the bar at rest, is drawn).
    ///
    /// ```swift
    /// bar.setBackgroundImage(UIImage(), for: .default)   // a clear bar
    /// ```
    public func setBackgroundImage(_ image: Image?, for metrics: BarMetrics) {
        backgroundImages[metrics] = image
    }

    /// The background image set for `metrics`, if any.
    ///
    /// ```swift
    /// bar.backgroundImage(for: .default)?.size // .zero for UIImage()
    /// ```
    public func backgroundImage(for metrics: BarMetrics) -> Image? {
        backgroundImages[metrics]
    }
}
