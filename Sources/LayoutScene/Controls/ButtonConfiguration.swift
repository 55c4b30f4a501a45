import Foundation

/// A button's look as `UIButton.Configuration` (iOS 15): a style (`.plain()`, `.tinted()`, `.filled()`,
/// `.gray()`), a title, an image, content insets, a corner style and base colours. A button made with it sizes to
/// its title and image (placed by ``imagePlacement``, ``imagePadding`` apart; see ``ButtonContentLayout``) plus
/// ``contentInsets``. Symbol and template images are drawn in the foreground colour.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.title = "Continue"
/// configuration.image = UIImage(systemName: "arrow.right")
/// configuration.imagePlacement = .trailing
/// configuration.imagePadding = 8
/// configuration.cornerStyle = .capsule
/// let button = UIButton(configuration: configuration)
/// ```
public struct ButtonConfiguration: Hashable, Sendable {
    /// The built-in styles.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Title in the tint colour, no background.
        case plain
        /// Title in the tint colour on a light wash of it.
        case tinted
        /// White title on the tint colour.
        case filled
        /// Title in the tint colour on grey.
        case gray
    }

    /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
        /// The system radius, scaled with the text size (5.95 at Large).
        case dynamic
        /// ``BackgroundConfiguration/cornerRadius`` as set.
        case fixed
        /// A small radius.
        case small
        /// A medium radius.
        case medium
        /// A large radius.
        case large
        /// Half the height: a capsule.
        case capsule
    }

    /// The background's own settings, as `UIBackgroundConfiguration` for a button.
    public struct BackgroundConfiguration: Hashable, Sendable {
        /// The fill; `nil` uses the style's (or ``ButtonConfiguration/baseBackgroundColor``).
        public var backgroundColor: Color?
        /// The radius the `.fixed` corner style uses.
        public var cornerRadius: CGFloat = ControlMetrics.configurationCornerRadius
        /// The outline colour; `nil` for none.
        public var strokeColor: Color?
        /// The outline width.
        public var strokeWidth: CGFloat = 0
    }

    /// The style.
    public var style: Style
    /// The title.
    public var title: String?
    /// The image, beside, above or below the title as ``imagePlacement`` says.
    public var image: Image?
    /// Where the image goes relative to the title: `.leading` (the default), `.trailing`, `.top` or `.bottom`.
    public var imagePlacement: DirectionalRectEdge = .leading
    /// Space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The point size and scale a symbol ``image`` is drawn at; `nil` keeps the symbol's own.
    public var preferredSymbolConfigurationForImage: SymbolConfiguration?
    /// Space between the title and a subtitle (kept for pasted code; subtitles are not drawn).
    public var titlePadding: CGFloat = 1
    /// Space around the content; the `.medium` size's default unless set.
    public var contentInsets = ControlMetrics.configurationContentInsets
    /// How the background's corners are rounded.
    public var cornerStyle: CornerStyle = .dynamic
    /// The title (and image) colour; `nil` uses the style's.
    public var baseForegroundColor: Color?
    /// The background colour; `nil` uses the style's.
    public var baseBackgroundColor: Color?
    /// The background's own settings.
    public var background = BackgroundConfiguration()

    /// A configuration of `style` with nothing else set.
    ///
    /// ```swift
    /// let configuration = ButtonConfiguration(style: .gray)
    /// ```
    public init(style: Style) {
        self.style = style
    }

    /// Title in the tint colour, no background.
    ///
    /// ```swift
    /// let link = UIButton(configuration: .plain())
    /// ```
    public static func plain() -> ButtonConfiguration { ButtonConfiguration(style: .plain) }
    /// Title in the tint colour on a light wash of it.
    ///
    /// ```swift
    /// let secondary = UIButton(configuration: .tinted())
    /// ```
    public static func tinted() -> ButtonConfiguration { ButtonConfiguration(style: .tinted) }
    /// White title on the tint colour.
    ///
    /// ```swift
    /// let primary = UIButton(configuration: .filled())
    /// ```
    public static func filled() -> ButtonConfiguration { ButtonConfiguration(style: .filled) }
    /// Title in the tint colour on grey.
    ///
    /// ```swift
    /// let neutral = UIButton(configuration: .gray())
    /// ```
    public static func gray() -> ButtonConfiguration { ButtonConfiguration(style: .gray) }

    /// The title font: the body style.
    ///
    /// ```swift
    /// ButtonConfiguration.titleFont.pointSize // 17
    /// ```
    public static let titleFont = Font.systemFont(ofSize: ControlMetrics.configurationTitleSize)

    /// The title colour for a button tinted `tint`.
    ///
    /// ```swift
    /// ButtonConfiguration.filled().foregroundColor(tint: .systemBlue) // .white
    /// ```
    public func foregroundColor(tint: Color) -> Color {
        if let baseForegroundColor { return baseForegroundColor }
        return style == .filled ? .white : tint
    }

    /// The background colour for a button tinted `tint`; `nil` draws none.
    ///
    /// ```swift
    /// ButtonConfiguration.gray().backgroundColor(tint: .systemBlue) // .systemFill
    /// ```
    public func backgroundColor(tint: Color) -> Color? {
        if let color = background.backgroundColor ?? baseBackgroundColor {
            return style == .tinted ? color.withAlphaComponent(ControlMetrics.tintedBackgroundAlpha) : color
        }
        switch style {
        case .plain: return nil
        case .tinted: return tint.withAlphaComponent(ControlMetrics.tintedBackgroundAlpha)
        case .filled: return tint
        case .gray: return ControlMetrics.grayButtonBackground
        }
    }

    /// The background's corner radius for a button `height` tall.
    ///
    /// ```swift
    /// ButtonConfiguration.filled().cornerRadius(height: 35) // 5.95
    /// ```
    public func cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .dynamic: ControlMetrics.configurationCornerRadius
        case .fixed: background.cornerRadius
        case .small: ControlMetrics.configurationSmallCornerRadius
        case .medium: ControlMetrics.configurationMediumCornerRadius
        case .large: ControlMetrics.configurationLargeCornerRadius
        case .capsule: max(0, height / 2)
        }
    }
}
