import CCairo
import Foundation

/// Owns a private fontconfig configuration that knows exactly the font files added to it: no system
/// configuration, no directory scans, so other installed fonts can never change a measurement.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    init() throws(RenderError) {
        guard let pointer = FcConfigCreate() else { throw .fontconfig(operation: "create a configuration") }
        self.pointer = pointer
        let loaded = SyntheticObliqueRule.xml.withCString { xml in
            FcConfigParseAndLoadFromMemory(pointer, UnsafeRawPointer(xml).assumingMemoryBound(to: FcChar8.self), 1)
        }
        guard loaded != 0 else { throw .fontconfig(operation: "load the synthetic-oblique rule") }
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

    /// Every face added so far: its family names and whether it is monospaced.
    func faces() -> [FontFace] {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [] }
        let count = Int(set.pointee.nfont)
        return (0..<count).compactMap { index in
            guard let pattern = set.pointee.fonts[index] else { return nil }
            return FontFace(families: Self.strings(pattern, FC_FAMILY), isMonospaced: Self.spacing(pattern) >= FC_MONO)
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
}
