import Foundation

/// A button, as `UIButton`: a legacy button (`UIButton(type: .system)`) with titles, images and colours per state
/// and edge insets, or a configuration button (`UIButton(configuration: .filled())`). Its intrinsic size comes from
/// its title measured with the layout's text measurer and its image's size in points, arranged as
/// ``ButtonContentLayout`` says:
///
/// - legacy: the image, then the title right beside it, plus ``contentEdgeInsets``; while those are zero and there
///   is no image, 6 pt above and below and at least 30 wide (``ControlMetrics``); an empty title keeps one line's
///   height unless there is an image (an image-only button is the image's size);
/// - configuration: the title and image placed by ``ButtonConfiguration/imagePlacement``,
///   ``ButtonConfiguration/imagePadding`` apart, plus ``ButtonConfiguration/contentInsets``.
///
/// A legacy button's background image (``setBackgroundImage(_:for:)``) is drawn stretched to the bounds behind the
/// title and image, and the intrinsic size is at least its size on each axis — a rule of thumb [U], as UIKit's
/// `sizeThatFits:` is seen to behave; the reference has no source for it.
/// Configuration buttons ignore it (their configuration's background draws instead).
///
/// ``titleEdgeInsets`` and ``imageEdgeInsets`` move the title and image when drawn (by half the difference of their
/// opposite insets, as for centred content) and do not change the size, as in UIKit. Symbol images, template images
/// and every image of a `.system` button are drawn in the tint colour (``currentImageColor``). Buttons hug at 250
/// and resist compression at 750 (UIView's defaults).
///
/// ```swift
/// let save = UIButton(type: .system)
/// save.setTitle("Save", for: .normal)
/// save.setImage(UIImage(systemName: "square.and.arrow.down"), for: .normal)
/// save.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
open class Button: Control, TextSizedView {
    /// The legacy kind (`.system` for a configuration button).
    public let buttonType: ButtonType
    /// The configuration; `nil` for a legacy button. Setting one makes the button a configuration button.
    public var configuration: ButtonConfiguration?
    /// Space around the title and image inside the bounds (legacy buttons).
    public var contentEdgeInsets: EdgeInsets = .zero
    /// Moves the title inside the content (legacy buttons; no effect on the size).
    public var titleEdgeInsets: EdgeInsets = .zero
    /// Moves the image inside the content (legacy buttons; no effect on the size).
    public var imageEdgeInsets: EdgeInsets = .zero
    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var attributedTitles: [ControlState: AttributedText] = [:]
    private var images: [ControlState: Image] = [:]
    private var backgroundImages: [ControlState: Image] = [:]
    private var symbolConfigurations: [ControlState: SymbolConfiguration] = [:]
    private let storedTitleLabel: Label
    private let storedImageView = ImageView()

    /// A legacy button of `type`.
    ///
    /// ```swift
    /// let close = UIButton(type: .close)
    /// ```
    public init(type: ButtonType) {
        buttonType = type
        storedTitleLabel = Self.makeTitleLabel(size: type == .custom ? ControlMetrics.customButtonTitleSize
                                                   : ControlMetrics.systemButtonTitleSize)
        super.init(frame: .zero)
    }

    /// A custom button, as `UIButton()`.
    ///
    /// ```swift
    /// let plain = UIButton()
    /// ```
    public convenience init() {
        self.init(type: .custom)
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

    /// A custom button with a frame, as `UIButton(frame:)`.
    ///
    /// ```swift
    /// let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    /// ```
    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// A configuration button, as `UIButton(configuration:)`.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.tinted()
    /// configuration.title = "Follow"
    /// let follow = UIButton(configuration: configuration)
    /// ```
    public convenience init(configuration: ButtonConfiguration) {
        self.init(type: .system)
        self.configuration = configuration
    }

    /// The label styling the title: its font, line count and line-break mode are used; the title itself comes from
    /// ``setTitle(_:for:)``. (Not a subview here: it is drawn as part of the button.)
    ///
    /// ```swift
    /// save.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    /// ```
    public var titleLabel: Label? { storedTitleLabel }

    /// Sets the title shown in `state` (`nil` falls back to the normal state's).
    ///
    /// ```swift
    /// save.setTitle("Save", for: .normal)
    /// ```
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
    }

    /// The title for `state`, or the normal state's when it has none.
    ///
    /// ```swift
    /// save.title(for: .disabled) // "Save"
    /// ```
    public func title(for state: ControlState) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the attributed title shown in `state`; it wins over a plain title, and its runs take the button's title
    /// font and colour where they set none (`nil` falls back to the normal state's).
    ///
    /// ```swift
    /// save.setAttributedTitle(AttributedText(string: "Save"), for: .normal)
    /// ```
    public func setAttributedTitle(_ title: AttributedText?, for state: ControlState) {
        attributedTitles[state] = title
    }

    /// The attributed title for `state`, or the normal state's when it has none.
    ///
    /// ```swift
    /// save.attributedTitle(for: .highlighted)?.string // "Save"
    /// ```
    public func attributedTitle(for state: ControlState) -> AttributedText? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The attributed title shown now (none with a configuration).
    ///
    /// ```swift
    /// save.currentAttributedTitle?.runs.count
    /// ```
    public var currentAttributedTitle: AttributedText? {
        configuration == nil ? attributedTitle(for: state) : nil
    }

    /// Sets the title colour in `state`.
    ///
    /// ```swift
    /// save.setTitleColor(.white, for: .normal)
    /// ```
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
    }

    /// The title colour set for `state` (or the normal state's); `nil` when none was set.
    ///
    /// ```swift
    /// save.titleColor(for: .normal)
    /// ```
    public func titleColor(for state: ControlState) -> Color? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// Sets the image shown in `state` (`nil` falls back to the normal state's).
    ///
    /// ```swift
    /// play.setImage(UIImage(systemName: "play.fill"), for: .normal)
    /// ```
    public func setImage(_ image: Image?, for state: ControlState) {
        images[state] = image
    }

    /// The image for `state`, or the normal state's when it has none.
    ///
    /// ```swift
    /// play.image(for: .selected) // the normal image unless one was set for .selected
    /// ```
    public func image(for state: ControlState) -> Image? {
        images[state] ?? images[.normal]
    }

    /// Sets the image drawn stretched to the bounds, behind the title and image, in `state` (legacy buttons).
    ///
    /// ```swift
    /// buy.setBackgroundImage(UIImage(named: "pill"), for: .normal)
    /// ```
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        backgroundImages[state] = image
    }

    /// The background image for `state`, or the normal state's when it has none.
    ///
    /// ```swift
    /// buy.backgroundImage(for: .highlighted) // the normal one unless one was set for .highlighted
    /// ```
    public func backgroundImage(for state: ControlState) -> Image? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// The background image shown now: the one for the current state; `nil` for a configuration button, which
    /// draws its configuration's background instead.
    ///
    /// ```swift
    /// buy.currentBackgroundImage?.size // the image's size in points
    /// ```
    public var currentBackgroundImage: Image? {
        configuration == nil ? backgroundImage(for: state) : nil
    }

    /// Sets the point size and scale symbol images are drawn at in `state`.
    ///
    /// ```swift
    /// play.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
    /// ```
    public func setPreferredSymbolConfiguration(_ configuration: SymbolConfiguration?, forImageIn state: ControlState) {
        symbolConfigurations[state] = configuration
    }

    /// The symbol configuration set for `state` (or the normal state's).
    ///
    /// ```swift
    /// play.preferredSymbolConfigurationForImage(in: .normal)?.pointSize // 34
    /// ```
    public func preferredSymbolConfigurationForImage(in state: ControlState) -> SymbolConfiguration? {
        symbolConfigurations[state] ?? symbolConfigurations[.normal]
    }

    /// The image shown now: the configuration's, else the one for the current state, with the preferred symbol
    /// configuration applied.
    ///
    /// ```swift
    /// play.currentImage?.size // 20 × 20 for an unconfigured symbol
    /// ```
    public var currentImage: Image? {
        let image = configuration.map(\.image) ?? image(for: state)
        let symbolConfiguration = configuration.map(\.preferredSymbolConfigurationForImage)
            ?? preferredSymbolConfigurationForImage(in: state)
        guard let image else { return nil }
        return symbolConfiguration.map(image.withConfiguration) ?? image
    }

    /// The image view holding ``currentImage``, for code that styles it (`button.imageView?.contentMode = …`).
    /// Not a subview: the image is drawn as part of the button.
    ///
    /// ```swift
    /// play.imageView?.contentMode = .scaleAspectFit
    /// ```
    public var imageView: ImageView? {
        storedImageView.image = currentImage
        return storedImageView
    }

    /// The colour the image is drawn in, or `nil` for its own colours: the colour of an image made with
    /// `withTintColor(_:)`; else symbols and template images — and, unless made `.alwaysOriginal`, every image of a
    /// non-custom button — take the title's tint (a configuration's foreground; grey when disabled); an
    /// `.alwaysOriginal` symbol is drawn in the label colour.
    ///
    /// ```swift
    /// let play = UIButton(type: .system)
    /// play.setImage(UIImage(systemName: "play.fill"), for: .normal)
    /// play.currentImageColor // .systemBlue
    /// ```
    public var currentImageColor: Color? {
        guard let image = currentImage else { return nil }
        if let color = image.tintColor { return color }
        switch image.renderingMode {
        case .alwaysOriginal: return image.isSymbol ? .label : nil
        case .alwaysTemplate: break
        case .automatic: guard image.isSymbol || buttonType != .custom else { return nil }
        }
        let tint = tintColor ?? .systemBlue
        if !isEnabled, buttonType != .custom || configuration != nil { return ControlMetrics.disabledTitleColor }
        return configuration?.foregroundColor(tint: tint) ?? tint
    }

    /// The title shown now: the configuration's, else the one for the current state.
    ///
    /// ```swift
    /// save.currentTitle // "Save"
    /// ```
    public var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// The colour the title is drawn in now: a configuration's foreground, a colour set for the state, else the
    /// kind's default (the tint colour for system buttons, white for custom ones, grey when disabled).
    ///
    /// ```swift
    /// UIButton(type: .system).currentTitleColor // .systemBlue
    /// ```
    public var currentTitleColor: Color {
        let tint = tintColor ?? .systemBlue
        if !isEnabled, titleColors[.disabled] == nil, buttonType != .custom || configuration != nil {
            return ControlMetrics.disabledTitleColor
        }
        if let configuration { return configuration.foregroundColor(tint: tint) }
        if let color = titleColor(for: state) { return color }
        return buttonType == .custom ? .white : tint
    }

    /// The font the title is drawn in.
    ///
    /// ```swift
    /// UIButton(type: .system).titleFont.pointSize // 15
    /// ```
    public var titleFont: Font {
        configuration == nil ? storedTitleLabel.font : ButtonConfiguration.titleFont
    }

    /// The size of the kind's system image (zero for `.custom` and `.system`).
    ///
    /// ```swift
    /// UIButton(type: .contactAdd).systemImageSize // 22 × 22
    /// ```
    public var systemImageSize: CGSize {
        let side = buttonType.hasSystemImage && configuration == nil ? ControlMetrics.buttonSystemImageSide : 0
        return CGSize(width: side, height: side)
    }

    /// The size of the image the content holds: ``currentImage``'s, else the kind's system image (zero when there is
    /// neither, or for an asset that was not found).
    ///
    /// ```swift
    /// play.contentImageSize // 20 × 20 for a symbol
    /// ```
    public var contentImageSize: CGSize {
        currentImage?.size ?? systemImageSize
    }

    /// How the image and a title of `titleSize` are arranged (see ``ButtonContentLayout``).
    ///
    /// ```swift
    /// play.contentLayout(titleSize: CGSize(width: 40, height: 18)).size
    /// ```
    public func contentLayout(titleSize: CGSize) -> ButtonContentLayout {
        ButtonContentLayout(imageSize: contentImageSize, titleSize: titleSize,
                            placement: configuration?.imagePlacement ?? .leading,
                            padding: configuration?.imagePadding ?? 0)
    }

    /// The space the content may take inside the bounds: the content edge insets or the configuration's insets.
    ///
    /// ```swift
    /// let inner = save.contentInsets
    /// ```
    public var contentInsets: EdgeInsets {
        if let configuration { return configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection) }
        return contentEdgeInsets
    }

    /// The intrinsic size from the last layout (see the type's description).
    ///
    /// ```swift
    /// canvas.layout()
    /// save.intrinsicContentSize // e.g. 30 × 30
    /// ```
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    /// Measures the title: unwrapped for the intrinsic size; at the room the button's `width` leaves for drawing.
    ///
    /// ```swift
    /// let content = save.measureTextContent(width: nil) { MonospacedTextMeasurer().measure($0) }
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let title = currentAttributedTitle?.string ?? currentTitle ?? ""
        let insets = contentInsets
        let hasImage = contentLayout(titleSize: .zero).hasImage
        let unwrapped = measure(titleRequest(title.isEmpty ? " " : title, maxWidth: nil))
        let titleSize = title.isEmpty
            ? CGSize(width: 0, height: hasImage ? 0 : unwrapped.roundedSize.height) : unwrapped.roundedSize
        let content = contentLayout(titleSize: titleSize)
        var size = content.size
        if configuration == nil, contentEdgeInsets == .zero, !hasImage {
            size.height += 2 * ControlMetrics.buttonImplicitVerticalPadding
            size.width = max(size.width, ControlMetrics.buttonMinimumWidth)
        }
        size.width += insets.left + insets.right
        size.height += insets.top + insets.bottom
        if let background = currentBackgroundImage {
            size = CGSize(width: max(size.width, background.size.width), height: max(size.height, background.size.height))
        }
        guard !title.isEmpty else { return TextContent(intrinsicSize: size, texts: [.empty]) }
        guard let width else { return TextContent(intrinsicSize: size, texts: [unwrapped]) }
        let room = content.titleRoom(inWidth: width - insets.left - insets.right)
            - titleEdgeInsets.left - titleEdgeInsets.right
        let drawn = room + 1e-6 >= unwrapped.size.width ? unwrapped : measure(titleRequest(title, maxWidth: max(0, room)))
        return TextContent(intrinsicSize: size, texts: [drawn])
    }

    private func titleRequest(_ text: String, maxWidth: CGFloat?) -> TextMeasureRequest {
        let lines = configuration == nil ? storedTitleLabel.numberOfLines : 1
        let lineBreakMode = configuration == nil ? storedTitleLabel.lineBreakMode : .byTruncatingTail
        if let attributed = currentAttributedTitle, attributed.string == text {
            return TextMeasureRequest(attributedText: attributed, font: titleFont, color: currentTitleColor,
                                      maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: lineBreakMode)
        }
        return TextMeasureRequest(text: text, font: titleFont, maxWidth: maxWidth, numberOfLines: lines,
                                  lineBreakMode: lineBreakMode)
    }

    private static func makeTitleLabel(size: CGFloat) -> Label {
        let label = Label()
        label.font = .systemFont(ofSize: size)
        label.lineBreakMode = .byTruncatingMiddle
        return label
    }
}

/// UIKit's name for ``Button``.
///
/// ```swift
/// let save = UIButton(type: .system)
/// ```
public typealias UIButton = Button

extension Button {
    /// UIKit's `UIButton.ButtonType`.
    ///
    /// ```swift
    /// let kind: UIButton.ButtonType = .system
    /// ```
    public typealias ButtonType = LayoutScene.ButtonType
    /// UIKit's `UIButton.Configuration`.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// ```
    public typealias Configuration = ButtonConfiguration
}
