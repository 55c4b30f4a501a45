import Foundation

/// A web view, as WebKit's `WKWebView`. A still picture never fetches a page: what the scene asks it to load is
/// kept in ``page`` and the painter draws a placeholder naming it (the URL's host, or that it is HTML). Like
/// WebKit's, it has no intrinsic size: constraints or its frame size it.
///
/// WebKit puts its content in a ``scrollView`` that fills the web view; scenes reach it to turn scrolling or
/// bouncing off or to set insets (kept, as on any scroll view). With ``isOpaque`` on (WebKit's default) the page is
/// drawn in the system background whatever the ``View/backgroundColor``; a scene that wants its own colour to show
/// turns ``isOpaque`` off, as in WebKit.
///
/// ```swift
/// let web = WKWebView(frame: .zero)
/// web.scrollView.isScrollEnabled = false
/// web.load(URLRequest(url: URL(string: "https://example.com/help")!))   // page == .url("https://example.com/help")
/// web.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// ```
open class WebView: View {
    /// What a scene asked a web view to show.
    ///
    /// ```swift
    /// web.page // .url("https://example.com/help"), or .html(baseURL: nil) after loadHTMLString(_:baseURL:)
    /// ```
    public enum Page: Sendable, Equatable {
        /// A request for this URL (`load(_:)`).
        case url(String)
        /// An HTML string, with the base URL it was given, if any (`loadHTMLString(_:baseURL:)`).
        case html(baseURL: String?)

        /// The host a reader would recognise the page by, or `nil` (an HTML string without a base URL, a file URL).
        ///
        /// ```swift
        /// WebView.Page.url("https://example.com/help").host // "example.com"
        /// ```
        public var host: String? {
            let address: String? = switch self {
            case .url(let url): url
            case .html(let baseURL): baseURL
            }
            guard let host = address.flatMap({ URL(string: $0)?.host }), !host.isEmpty else { return nil }
            return host
        }
    }

    /// The scroll view WebKit shows the page in (a ``WebScrollView``); it fills the web view (constraints
    /// `WKWebView-scrollView-…`, `UIWebView-scrollView-…` for a ``LegacyWebView``).
    public let scrollView: ScrollView
    /// What the scene last asked the web view to load; `nil` until it asks.
    public private(set) var page: Page?
    /// Whether the page is drawn opaque, in the system background (WebKit's default); when `false` the web view's
    /// own background colour shows instead.
    public var isOpaque = true

    private var fillConstraints = SystemConstraintSet()

    /// Creates an empty web view with the given frame.
    ///
    /// ```swift
    /// let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// ```
    public override init(frame: CGRect) {
        scrollView = WebScrollView()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.derivedName = DerivedName(owner: self, suffix: "scrollView")
        addSubview(scrollView)
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for WebKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps `url` as the page to show; nothing is fetched.
    ///
    /// ```swift
    /// web.load(url: "https://example.com")
    /// ```
    public func load(url: String) {
        page = .url(url)
    }

    /// Keeps that an HTML string is shown, with its base URL; the HTML itself is not laid out.
    ///
    /// ```swift
    /// web.loadHTMLString("<p>Hello</p>", baseURL: nil)
    /// ```
    public func loadHTMLString(_ html: String, baseURL: String?) {
        page = .html(baseURL: baseURL)
    }

    /// Keeps the scroll view filling the web view.
    ///
    /// ```swift
    /// web.updateConstraints()
    /// ```
    open override func updateConstraints() {
        super.updateConstraints()
        let scroll = scrollView
        fillConstraints.update(signature: "fill") {
            [LayoutAttribute.top, .left, .bottom, .right].map { attribute in
                SystemConstraintSet.make("\(typeName)-scrollView-\(attribute.name)", scroll, attribute, self, attribute)
            }
        }
    }
}

/// WebKit's name for ``WebView``.
///
/// ```swift
/// let web: WKWebView = WebView()
/// ```
public typealias WKWebView = WebView
