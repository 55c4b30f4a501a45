/// The font files every ``FontLibrary`` loads, with the Debian package that installs each, and the order
/// Pango falls back through them for characters a family lacks.
///
/// - The system font is **Inter** (package `fonts-inter`), the open family closest to SF Pro: Inter below
///   ``displaySizeThreshold`` points and **Inter Display** from it on, as iOS switches from SF Pro Text to SF Pro
///   Display at 20 pt. Every upright weight is loaded, so UIKit's nine weights each get their own face; italics get
///   Inter's regular and bold italic faces.
/// - **DejaVu** (`fonts-dejavu-core`) draws the monospaced and serif families and every script Inter lacks.
/// - **Noto Color Emoji** (`fonts-noto-color-emoji`, a CBDT bitmap font that Cairo 1.16 draws in colour) draws
///   emoji and the media symbols (⏮ ⏯ ⏭).
/// - **WenQuanYi Micro Hei** (`fonts-wqy-microhei`) draws Chinese (simplified and traditional), Japanese kana and
///   Korean Hangul, the scripts apps' own UI text is often in: one 5 MB file (Noto Sans CJK, the other Debian choice,
///   installs 91 MB), about 5 s of `apt-get install` on a fresh machine.
///
/// ```swift
/// FontSet.files.count          // 30
/// FontSet.fallbackFamilies     // ["Noto Color Emoji", "DejaVu Sans", "WenQuanYi Micro Hei"]
/// ```
enum FontSet {
    /// One font file and the Debian package that installs it.
    struct File: Sendable, Hashable {
        var path: String
        var package: String
    }

    /// The family of the system font below ``displaySizeThreshold``.
    static let textFamily = "Inter"
    /// The family of the system font at and above ``displaySizeThreshold``.
    static let displayFamily = "Inter Display"
    /// The point size from which the system font uses ``displayFamily`` (SF Pro's Text/Display switch).
    static let displaySizeThreshold = 20.0
    /// The families tried, in order, for a character the requested family has no glyph for.
    static let fallbackFamilies = ["Noto Color Emoji", "DejaVu Sans", "WenQuanYi Micro Hei"]

    /// `family` followed by the ``fallbackFamilies`` it is not itself, as Pango and CSS take a family list.
    static func fallbackChain(from family: String) -> [String] {
        [family] + fallbackFamilies.filter { $0 != family }
    }

    /// Every file, in loading order.
    static let files: [File] = inter + dejaVu + emoji + cjk

    /// Inter's faces, the common ones first: UIKit's nine weights upright, regular and bold italic.
    private static let interFaces = ["Regular", "Medium", "SemiBold", "Bold", "Light", "Thin", "ExtraLight",
                                     "ExtraBold", "Black", "Italic", "BoldItalic"]
    private static let inter: [File] = ["Inter", "InterDisplay"].flatMap { family in
        interFaces.map {
            File(path: "/usr/share/fonts/opentype/inter/\(family)-\($0).otf", package: "fonts-inter")
        }
    }
    private static let dejaVu: [File] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf",
                                         "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]
        .map { File(path: "/usr/share/fonts/truetype/dejavu/" + $0, package: "fonts-dejavu-core") }
    private static let emoji = [File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                                     package: "fonts-noto-color-emoji")]
    private static let cjk = [File(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei")]
}
