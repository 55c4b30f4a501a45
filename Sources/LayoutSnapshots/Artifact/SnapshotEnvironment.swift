import LayoutRender

/// The fonts, text measurer and renderer fingerprint snapshots are made with. Layout and drawing share the
/// library, so text is drawn exactly as it was measured.
///
/// Thread use: the environment is `Sendable` and may be shared by concurrent tests; the font library
/// serialises its Pango and fontconfig work behind a lock, so concurrent snapshots queue up for text.
/// ``shared()`` builds one environment per process on first use.
///
/// ```swift
/// let environment = try SnapshotEnvironment.shared()
/// let artifact = try SnapshotArtifact.make(canvas: canvas, format: .png(scale: 2), environment: environment)
/// ```
public final class SnapshotEnvironment: Sendable {
    /// The fonts text is measured and drawn with.
    ///
    /// ```swift
    /// environment.fonts.families // ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]
    /// ```
    public let fonts: FontLibrary
    /// The measurer layouts use, on ``fonts``.
    ///
    /// ```swift
    /// let result = canvas.layout(measuring: environment.measurer)
    /// ```
    public let measurer: PangoTextMeasurer
    /// The current renderer's fingerprint, stored beside every reference this environment records.
    ///
    /// ```swift
    /// print(environment.fingerprint.cairo) // "1.16.0"
    /// ```
    public let fingerprint: RendererFingerprint

    /// An environment on `fonts`; throws when a font file cannot be hashed.
    ///
    /// ```swift
    /// let environment = try SnapshotEnvironment(fonts: FontLibrary(additionalFontFiles: ["/fonts/Inter.ttf"]))
    /// ```
    public init(fonts: FontLibrary) throws(RenderError) {
        self.fonts = fonts
        measurer = PangoTextMeasurer(fonts: fonts)
        fingerprint = try RendererFingerprint(fonts: fonts)
    }

    /// A new environment on the default fonts.
    ///
    /// ```swift
    /// let environment = try SnapshotEnvironment.make()
    /// ```
    public static func make() throws(RenderError) -> SnapshotEnvironment {
        try SnapshotEnvironment(fonts: FontLibrary())
    }

    /// The process-wide environment on the default fonts, made on first use; later calls return it (or
    /// rethrow the first failure).
    ///
    /// ```swift
    /// let environment = try SnapshotEnvironment.shared()
    /// ```
    public static func shared() throws(RenderError) -> SnapshotEnvironment {
        try sharedResult.get()
    }

    /// A renderer on ``fonts``.
    ///
    /// ```swift
    /// let png = try environment.renderer.render(list, format: .png(scale: 2))
    /// ```
    public var renderer: Renderer { Renderer(fonts: fonts) }

    private static let sharedResult = Result { () throws(RenderError) -> SnapshotEnvironment in try make() }
}
