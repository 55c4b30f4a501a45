import CCairo

/// The versions of the C libraries that shape the output, read at run time from the libraries loaded.
enum LibraryVersions {
    static var cairo: String { String(cString: cairo_version_string()) }
    static var pango: String { String(cString: pango_version_string()) }
    static var harfBuzz: String { String(cString: hb_version_string()) }

    /// From `FT_Library_Version` on a library opened for the purpose; "unknown" if FreeType cannot start.
    static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// From `FcGetVersion` (e.g. 21401 → 2.14.1).
    static var fontconfig: String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }
}
