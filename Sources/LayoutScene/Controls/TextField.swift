import Foundation

/// A single-line text input, as `UITextField`: text or, when empty, a placeholder in placeholder grey, a border
/// style, and optional left and right views.
///
/// Its intrinsic size is the text (or placeholder, or one empty line) measured with the layout's text measurer and
/// rounded up to whole points, plus the border style's text insets (``ControlMetrics``), plus the widths of a
/// left or right view shown at rest (its intrinsic width, else its frame's). Hugging 250, compression 750.
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// ```
open class TextField: Control, TextSizedView, ContentSizeCategoryAdjusting {
    /// The text; empty or `nil` shows the placeholder. Setting it replaces any ``attributedText``.
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
    /// The grey text shown while the field is empty. Setting it replaces any ``attributedPlaceholder``.
    public var placeholder: String? {
        get { placeholderContent.text }
        set { placeholderContent.text = newValue }
    }
    /// The placeholder with runs of their own attributes (``font`` and placeholder grey fill what they leave unset);
    /// setting it sets ``placeholder`` to its string.
    public var attributedPlaceholder: AttributedText? {
        get { placeholderContent.attributedText }
        set { placeholderContent.attributedText = newValue }
    }
    private var content = PlainOrAttributedText()
    private var placeholderContent = PlainOrAttributedText()
    /// The font (the body style, 17 pt, by default).
    public var font: Font? = .systemFont(ofSize: ControlMetrics.textFieldFontSize)
    /// The text colour.
    public var textColor: Color? = .label
    /// How the text is aligned.
    public var textAlignment: TextAlignment = .natural
    /// The border.
    public var borderStyle: TextFieldBorderStyle = .none
    /// A view at the leading side of the text, shown per ``leftViewMode``. Drawn inside the field as a box with
    /// its background, border and corners (and text when it is a label); it is not laid out as a subview.
    public var leftView: View?
    /// When ``leftView`` shows.
    public var leftViewMode: TextFieldViewMode = .never
    /// A view at the trailing side of the text, shown per ``rightViewMode``; drawn as ``leftView`` is.
    public var rightView: View?
    /// When ``rightView`` shows.
    public var rightViewMode: TextFieldViewMode = .never
    /// When the clear button shows (only while editing text, so never in a picture).
    public var clearButtonMode: TextFieldViewMode = .never
    /// Whether the text is drawn as bullets.
    public var isSecureTextEntry = false

    /// The font used for measuring and drawing (adjusted for the content size category when it adjusts).
    ///
    /// ```swift
    /// UITextField().resolvedFont.pointSize // 17
    /// ```
    public var resolvedFont: Font {
        fontAdjustedForContentSize(font ?? .systemFont(ofSize: ControlMetrics.textFieldFontSize))
    }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the view's content size category.
    public var adjustsFontForContentSizeCategory = false

    /// Whether the field shows its placeholder (no text).
    ///
    /// ```swift
    /// email.showsPlaceholder // true while text is empty
    /// ```
    public var showsPlaceholder: Bool { (text ?? "").isEmpty }

    /// The string drawn: the text (as bullets for secure entry), else the placeholder.
    ///
    /// ```swift
    /// email.displayedText // "Email"
    /// ```
    public var displayedText: String {
        guard !showsPlaceholder else { return placeholder ?? "" }
        let text = text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// The border style's text insets.
    ///
    /// ```swift
    /// email.textInsets // 6.5, 7, 6.5, 7 for .roundedRect
    /// ```
    public var textInsets: EdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: ControlMetrics.borderedTextInsets
        case .roundedRect: ControlMetrics.roundedRectTextInsets
        }
    }

    /// The widths the left and right views take while shown at rest (0 for a hidden or missing one).
    ///
    /// ```swift
    /// search.sideViewWidths.left // 24
    /// ```
    public var sideViewWidths: (left: CGFloat, right: CGFloat) {
        (Self.width(of: leftView, mode: leftViewMode), Self.width(of: rightView, mode: rightViewMode))
    }

    /// The intrinsic size from the last layout (see the type's description).
    ///
    /// ```swift
    /// canvas.layout()
    /// email.intrinsicContentSize
    /// ```
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    /// Measures the text or placeholder on one line; at a `width` it is cut to the room between the insets and the
    /// side views.
    ///
    /// ```swift
    /// let content = email.measureTextContent(width: nil) { MonospacedTextMeasurer().measure($0) }
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let shown = displayedText
        let unwrapped = measure(request(shown.isEmpty ? " " : shown, maxWidth: nil))
        let rounded = unwrapped.roundedSize
        let insets = textInsets
        let sides = sideViewWidths
        let size = CGSize(width: (shown.isEmpty ? 0 : rounded.width) + insets.left + insets.right + sides.left
                              + sides.right,
                          height: rounded.height + insets.top + insets.bottom)
        guard !shown.isEmpty else { return TextContent(intrinsicSize: size, texts: [.empty]) }
        guard let width else { return TextContent(intrinsicSize: size, texts: [unwrapped]) }
        let room = width - insets.left - insets.right - sides.left - sides.right
        let drawn = room + 1e-6 >= unwrapped.size.width ? unwrapped : measure(request(shown, maxWidth: max(0, room)))
        return TextContent(intrinsicSize: size, texts: [drawn])
    }

    private func request(_ text: String, maxWidth: CGFloat?) -> TextMeasureRequest {
        let attributed = showsPlaceholder ? attributedPlaceholder : isSecureTextEntry ? nil : attributedText
        if let attributed, attributed.string == text {
            return TextMeasureRequest(attributedText: attributed, font: resolvedFont,
                                      color: showsPlaceholder ? .placeholderText : textColor ?? .label,
                                      maxWidth: maxWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        }
        return TextMeasureRequest(text: text, font: resolvedFont, maxWidth: maxWidth, numberOfLines: 1,
                                  lineBreakMode: .byTruncatingTail)
    }

    private static func width(of view: View?, mode: TextFieldViewMode) -> CGFloat {
        guard let view, mode.showsAtRest else { return 0 }
        let intrinsic = view.intrinsicContentSize.width
        return intrinsic >= 0 ? intrinsic : max(0, view.frame.width)
    }
}

/// UIKit's name for ``TextField``.
///
/// ```swift
/// let name = UITextField()
/// ```
public typealias UITextField = TextField

extension TextField {
    /// UIKit's `UITextField.BorderStyle`.
    ///
    /// ```swift
    /// field.borderStyle = UITextField.BorderStyle.roundedRect
    /// ```
    public typealias BorderStyle = TextFieldBorderStyle
    /// UIKit's `UITextField.ViewMode`.
    ///
    /// ```swift
    /// field.leftViewMode = UITextField.ViewMode.always
    /// ```
    public typealias ViewMode = TextFieldViewMode
}
