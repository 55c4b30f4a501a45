import CCairo
import Foundation

/// Owns a private fontconfig configuration that knows exactly the font files added to it: no system
/// configuration, no directory scans, so other installed fonts can never change a measurement.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    init() throws(RenderError) {
        guard let pointer = FcConfigCreate() else { throw .fontconfig(operation: "create a configuration") }
        self.pointer = pointer
        for (matches, name) in [(SyntheticObliqueRule.matches, "synthetic-oblique"),
                                (BitmapScalingRule.matches, "bitmap-scaling"), (EmojiCoverageRule.matches, "emoji-coverage")] {
            guard load(matches) else { throw .fontconfig(operation: "load the \(name) rule") }
        }
        // Pango's font map calls FcInit, which parses the system configuration and reads its font caches unless
        // a current configuration exists; nothing here uses that configuration, so this one becomes current.
        guard FcConfigSetCurrent(pointer) != 0 else { throw .fontconfig(operation: "make the configuration current") }
    }

    deinit {
        FcConfigDestroy(pointer)
    }

    /// Adds one font file; throws if it is missing or not a font.
    func addFontFile(_ path: String, package: String?) throws(RenderError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFontFile(path: path, package: package) }
        let added = path.withCString { cPath in
            FcConfigAppFontAddFile(pointer, UnsafeRawPointer(cPath).assumingMemoryBound(to: FcChar8.self))
        }
        guard added != 0 else { throw .unreadableFontFile(path: path, reason: "fontconfig cannot load it as a font") }
    }

    /// Adds every font in `directory`, mapping fontconfig's cache of it from `cacheDirectory` when that is current
    /// and scanning the files (and writing the cache there, if it can) when not; `false` if fontconfig cannot.
    func addFontDirectory(_ directory: String, cachedIn cacheDirectory: String) -> Bool {
        guard load("<cachedir>\(XMLEscaping.text(cacheDirectory))</cachedir>") else { return false }
        return directory.withCString { cPath in
            FcConfigAppFontAddDir(pointer, UnsafeRawPointer(cPath).assumingMemoryBound(to: FcChar8.self))
        } != 0
    }

    /// The files the faces added so far come from, as they were added (a link stays a link).
    func faceFiles() -> Set<String> {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [] }
        return Set((0..<Int(set.pointee.nfont)).flatMap { index in
            set.pointee.fonts[index].map { Self.strings($0, FC_FILE) } ?? []
        })
    }

    /// Parses `elements` as the body of a fontconfig configuration file into this configuration.
    private func load(_ elements: String) -> Bool {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
            \(elements)
            </fontconfig>
            """
        return document.withCString { xml in
            FcConfigParseAndLoadFromMemory(pointer, UnsafeRawPointer(xml).assumingMemoryBound(to: FcChar8.self), 1)
        } != 0
    }

    /// Every face added so far: its family names and whether it is monospaced.
    func faces() -> [FontFace] {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [] }
        let count = Int(set.pointee.nfont)
        return (0..<count).compactMap { index in
            guard let pattern = set.pointee.fonts[index] else { return nil }
            return FontFace(families: Self.strings(pattern, FC_FAMILY), isMonospaced: Self.spacing(pattern) >= FC_MONO,
                            coveredRanges: Self.coveredRanges(pattern),
                            postScriptName: Self.strings(pattern, FC_POSTSCRIPT_NAME).first,
                            fullNames: Self.strings(pattern, FC_FULLNAME),
                            weight: Self.integer(pattern, FC_WEIGHT, default: FC_WEIGHT_REGULAR),
                            isItalic: Self.integer(pattern, FC_SLANT, default: FC_SLANT_ROMAN) != FC_SLANT_ROMAN)
        }
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The code point ranges the face's character set holds, ascending, read page by page (256 code points a page,
    /// one bit each).
    private static func coveredRanges(_ pattern: OpaquePointer) -> [ClosedRange<UInt32>] {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return [] }
        var ranges: [ClosedRange<UInt32>] = []
        var map = [FcChar32](repeating: 0, count: 8)
        var next: FcChar32 = 0
        var page = map.withUnsafeMutableBufferPointer { FcCharSetFirstPage(charset, $0.baseAddress, &next) }
        while page != FcChar32.max {
            for (word, bits) in map.enumerated() where bits != 0 {
                for bit in 0..<32 where bits & (1 << UInt32(bit)) != 0 {
                    let scalar = page + UInt32(word * 32 + bit)
                    if let last = ranges.last, last.upperBound &+ 1 == scalar {
                        ranges[ranges.count - 1] = last.lowerBound...scalar
                    } else {
                        ranges.append(scalar...scalar)
                    }
                }
            }
            page = map.withUnsafeMutableBufferPointer { FcCharSetNextPage(charset, $0.baseAddress, &next) }
        }
        return ranges
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String, default fallback: Int32) -> Int32 {
        var value = fallback
        _ = FcPatternGetInteger(pattern, object, 0, &value)
        return value
    }

    private static func spacing(_ pattern: OpaquePointer) -> Int32 {
        var spacing: Int32 = FC_PROPORTIONAL
        _ = FcPatternGetInteger(pattern, FC_SPACING, 0, &spacing)
        return spacing
    }
}

/// What the font library needs to know about one face.
struct FontFace {
    var families: [String]
    var isMonospaced: Bool
    /// The code points it has glyphs for, as ascending ranges.
    var coveredRanges: [ClosedRange<UInt32>]
    /// The PostScript name (`Inter-SemiBold`), when the file has one.
    var postScriptName: String? = nil
    /// The full names (`Inter Semi Bold`).
    var fullNames: [String] = []
    /// fontconfig's weight (`FC_WEIGHT_REGULAR` is 80, `FC_WEIGHT_BOLD` 200).
    var weight: Int32 = FC_WEIGHT_REGULAR
    /// Whether the face is italic or oblique.
    var isItalic = false
}
