import Foundation

/// A multi-line text area, as `UITextView` (a scroll view). While ``isScrollEnabled`` it has no intrinsic size, as in
/// UIKit; with scrolling off it sizes to its text like a multi-line label: the text's unwrapped width and its height
/// wrapped at the view's width, each plus ``textContainerInset`` and the line-fragment padding (5 pt at each side).
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "Remember the milk"
/// notes.isScrollEnabled = false
/// notes.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
/// ```
open class TextView: ScrollView, TextSizedView, ContentSizeCategoryAdjusting {
    /// The text. Setting it replaces any ``attributedText``.
    public var text: String? {
        get { content.text }
        set { content.text = newValue }
    }
    /// The text with runs of their own attributes (``font`` and ``textColor`` fill what they leave unset); setting it
    /// sets ``text`` to its string.
    public var attributedText: AttributedText? {
        get { content.attributedText }
        set { content.attributedText = newValue }
    }
    private var content = PlainOrAttributedText("")
    /// The font (the body style, 17 pt, by default).
    public var font: Font? = .systemFont(ofSize: ControlMetrics.textViewFontSize)
    /// The text colour.
    public var textColor: Color? = .label
    /// How lines are aligned.
    public var textAlignment: TextAlignment = .natural
    /// Space between the bounds and the text container (8 above and below by default).
    public var textContainerInset = ControlMetrics.textViewContainerInset
    /// Whether the view scrolls; a view that does not sizes to its text.
    public var isScrollEnabled = true
    /// Kept for pasted code (a picture is never edited).
    public var isEditable = true
    /// Kept for pasted code.
    public var isSelectable = true

    /// UIKit sizes a text view's content from its text, never from constraints on its content guide.
    override package var sizesContentItself: Bool { true }

    /// A text view with a frame, as `UITextView(frame:)`; a text view starts with the system background, as in UIKit.
    ///
    /// ```swift
    /// let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A text view with a zero frame.
    ///
    /// ```swift
    /// let notes = UITextView()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Controls are built in code, never unarchived: there is nothing to decode, so this always fails. It exists so
    /// that subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The font used for measuring and drawing (adjusted for the content size category when it adjusts).
    ///
    /// ```swift
    /// UITextView().resolvedFont.pointSize // 17
    /// ```
    public var resolvedFont: Font {
        fontAdjustedForContentSize(font ?? .systemFont(ofSize: ControlMetrics.textViewFontSize))
    }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the view's content size category.
    public var adjustsFontForContentSizeCategory = false

    /// The space between the bounds and the text on each side: the container inset plus the line-fragment padding.
    ///
    /// ```swift
    /// UITextView().textInsets // top 8, left 5, bottom 8, right 5
    /// ```
    public var textInsets: EdgeInsets {
        let padding = ControlMetrics.lineFragmentPadding
        return EdgeInsets(top: textContainerInset.top, left: textContainerInset.left + padding,
                          bottom: textContainerInset.bottom, right: textContainerInset.right + padding)
    }

    /// The intrinsic size from the last layout (none while scrolling is enabled).
    ///
    /// ```swift
    /// notes.isScrollEnabled = false
    /// canvas.layout()
    /// notes.intrinsicContentSize
    /// ```
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    /// Measures the text wrapped at the room `width` leaves inside the insets (unwrapped before there is a width).
    ///
    /// ```swift
    /// let content = notes.measureTextContent(width: 200) { MonospacedTextMeasurer().measure($0) }
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let text = text ?? ""
        let insets = textInsets
        let unwrapped = measure(request(text.isEmpty ? " " : text, maxWidth: nil))
        var drawn = unwrapped
        if let width { drawn = measure(request(text.isEmpty ? " " : text, maxWidth: max(0, width - insets.left - insets.right))) }
        let size = CGSize(width: (text.isEmpty ? 0 : unwrapped.size.width) + insets.left + insets.right,
                          height: drawn.size.height + insets.top + insets.bottom).roundedUpToPoints
        let intrinsic = isScrollEnabled ? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) : size
        return TextContent(intrinsicSize: intrinsic, texts: [text.isEmpty ? .empty : drawn])
    }

    private func request(_ text: String, maxWidth: CGFloat?) -> TextMeasureRequest {
        if let attributedText, attributedText.string == text {
            return TextMeasureRequest(attributedText: attributedText, font: resolvedFont, color: textColor ?? .label,
                                      maxWidth: maxWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        }
        return TextMeasureRequest(text: text, font: resolvedFont, maxWidth: maxWidth, numberOfLines: 0,
                                  lineBreakMode: .byWordWrapping)
    }
}

/// UIKit's name for ``TextView``.
///
/// ```swift
/// let notes = UITextView()
/// ```
public typealias UITextView = TextView
