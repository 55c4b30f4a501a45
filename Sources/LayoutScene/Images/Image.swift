import Foundation

/// An image, as `UIImage`: a bitmap from the asset catalog, a system symbol, or — for a name the catalog lacks — a
/// placeholder that draws as a crossed box with the name. Its ``size`` is in points (pixels divided by the scale).
///
/// ```swift
/// AssetCatalog.main = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
/// let artwork = UIImage(named: "artwork")!      // 240 × 240 px @3x → 80 × 80 pt
/// let play = UIImage(systemName: "play.fill")   // a 20 × 20 pt labelled placeholder
/// ```
public final class Image: Sendable, Hashable, CustomStringConvertible {
    /// What the image holds.
    public let content: ImageContent
    /// The asset or symbol name (for an image made from a bitmap directly, its file name).
    public let name: String
    /// How an image view draws it: its own colours or a mask in the tint colour.
    public let renderingMode: ImageRenderingMode
    /// The size in points; zero for a missing asset.
    public let size: CGSize
    /// Pixels per point of the bitmap (1 for symbols and missing assets).
    public let scale: CGFloat
    /// The colour ``withTintColor(_:)`` gave the image: it is drawn in it, whatever view shows it; `nil` otherwise.
    public let tintColor: Color?

    /// An image holding `content`, sized from it (a symbol at body size); `name` defaults to the symbol's or
    /// missing asset's name, or the bitmap's file name.
    ///
    /// ```swift
    /// let image = Image(content: .bitmap(bitmap), name: "artwork")
    /// ```
    public init(content: ImageContent, name: String? = nil, renderingMode: ImageRenderingMode = .automatic) {
        self.content = content
        self.name = name ?? Self.defaultName(of: content)
        self.renderingMode = renderingMode
        tintColor = nil
        switch content {
        case .bitmap(let bitmap):
            size = bitmap.pointSize
            scale = bitmap.scale
        case .systemSymbol:
            size = SymbolImageEstimates.size(pointSize: nil, scale: .default)
            scale = 1
        case .missing, .empty:
            size = .zero
            scale = 1
        case .drawn(let drawing):
            size = drawing.size
            scale = drawing.scale
        }
    }

    init(content: ImageContent, name: String, renderingMode: ImageRenderingMode, size: CGSize,
         scale: CGFloat, tintColor: Color? = nil) {
        self.content = content
        self.name = name
        self.renderingMode = renderingMode
        self.size = size
        self.scale = scale
        self.tintColor = tintColor
    }

    /// The image named `name` in ``AssetCatalog/main``. Never `nil`: a name the catalog lacks gives a placeholder
    /// (``isPlaceholder``), so layout goes on and the picture shows what is missing. Failable only so that code
    /// written for UIKit (`UIImage(named: "logo")!`) compiles unchanged.
    ///
    /// ```swift
    /// let logo = UIImage(named: "logo")
    /// ```
    public convenience init?(named name: String) {
        self.init(named: name, in: AssetCatalog.main)
    }

    /// The image named `name` in `catalog` (a placeholder when it has none, as ``init(named:)``).
    ///
    /// ```swift
    /// let logo = UIImage(named: "logo", in: catalog)
    /// ```
    public convenience init?(named name: String, in catalog: AssetCatalog) {
        if let set = catalog.imageSets[name], let bitmap = set.bitmap(forScale: catalog.displayScale) {
            self.init(content: .bitmap(bitmap), name: name, renderingMode: set.renderingMode)
        } else {
            self.init(content: .missing(name), name: name)
        }
    }

    /// A system symbol, drawn as a placeholder labelled with its name and sized as a body-size symbol (see
    /// ``SymbolImageEstimates``). Failable only for code written for UIKit; never `nil`.
    ///
    /// ```swift
    /// let gear = UIImage(systemName: "gearshape")
    /// ```
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol drawn at a configuration's point size and scale.
    ///
    /// ```swift
    /// let play = UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28))
    /// ```
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let size = SymbolImageEstimates.size(pointSize: configuration?.pointSize,
                                             scale: configuration?.scale ?? .default)
        self.init(content: .systemSymbol(name), name: name, renderingMode: .automatic, size: size, scale: 1)
    }

    /// The same image with another rendering mode.
    ///
    /// ```swift
    /// let glyph = UIImage(named: "heart")!.withRenderingMode(.alwaysTemplate)
    /// ```
    public func withRenderingMode(_ mode: ImageRenderingMode) -> Image {
        Image(content: content, name: name, renderingMode: mode, size: size, scale: scale, tintColor: tintColor)
    }

    /// The same image drawn in `color` (a bitmap as a mask, a symbol in that colour) wherever it is shown, as
    /// UIKit's `withTintColor(_:)`; the rendering mode is kept.
    ///
    /// ```swift
    /// let red = UIImage(systemName: "heart.fill")!.withTintColor(.systemRed)
    /// ```
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same image drawn in `color` with another rendering mode, as UIKit's `withTintColor(_:renderingMode:)`
    /// (the colour wins even over `.alwaysOriginal`, the usual spelling for a tab bar item that keeps its colour).
    ///
    /// ```swift
    /// let icon = UIImage(named: "tab-home")!.withTintColor(.white, renderingMode: .alwaysOriginal)
    /// ```
    public func withTintColor(_ color: Color, renderingMode mode: ImageRenderingMode) -> Image {
        Image(content: content, name: name, renderingMode: mode, size: size, scale: scale, tintColor: color)
    }

    /// The same symbol drawn with another configuration (other images are returned unchanged).
    ///
    /// ```swift
    /// let big = UIImage(systemName: "star")!.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    /// ```
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard case .systemSymbol = content else { return self }
        let size = SymbolImageEstimates.size(pointSize: configuration.pointSize, scale: configuration.scale)
        return Image(content: content, name: name, renderingMode: renderingMode, size: size, scale: scale,
                     tintColor: tintColor)
    }

    /// Two images are equal when they hold the same content under the same name, mode, size, scale and tint.
    ///
    /// ```swift
    /// UIImage(systemName: "star") == UIImage(systemName: "star") // true
    /// ```
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.content == rhs.content && lhs.name == rhs.name && lhs.renderingMode == rhs.renderingMode
            && lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.tintColor == rhs.tintColor
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(name)
        hasher.combine(renderingMode)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(tintColor)
    }

    /// Whether the image is a system symbol (drawn in a tint colour unless made `.alwaysOriginal`).
    ///
    /// ```swift
    /// UIImage(systemName: "play.fill")!.isSymbol // true
    /// ```
    public var isSymbol: Bool {
        if case .systemSymbol = content { return true }
        return false
    }

    /// Whether the image draws as a placeholder: a system symbol or a missing asset.
    ///
    /// ```swift
    /// UIImage(systemName: "star")!.isPlaceholder // true
    /// ```
    public var isPlaceholder: Bool {
        switch content {
        case .bitmap, .empty, .drawn: false
        case .systemSymbol, .missing: true
        }
    }

    private static func defaultName(of content: ImageContent) -> String {
        switch content {
        case .bitmap(let bitmap): URL(fileURLWithPath: bitmap.path).deletingPathExtension().lastPathComponent
        case .systemSymbol(let name), .missing(let name): name
        case .empty: ""
        case .drawn: "drawn"
        }
    }

    /// `UIImage(named: "art")`, `UIImage(systemName: "star")` or `UIImage(missing: "x")`, with the size.
    public var description: String {
        let kind = switch content {
        case .bitmap: "named"
        case .systemSymbol: "systemName"
        case .missing: "missing"
        case .empty: "empty"
        case .drawn: "drawn"
        }
        return "UIImage(\(kind): \"\(name)\") \(size.width)×\(size.height)"
    }
}

/// UIKit's name for ``Image``.
///
/// ```swift
/// let logo = UIImage(named: "logo")
/// ```
public typealias UIImage = Image

extension Image {
    /// UIKit's nested name for ``ImageRenderingMode``.
    public typealias RenderingMode = ImageRenderingMode
    /// UIKit's nested name for ``SymbolConfiguration``.
    public typealias SymbolConfiguration = LayoutScene.SymbolConfiguration
    /// UIKit's nested name for ``SymbolScale``.
    public typealias SymbolScale = LayoutScene.SymbolScale
}
