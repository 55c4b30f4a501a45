import Foundation

/// The one lock every use of the font engine runs under, across all ``FontLibrary`` instances of the process.
///
/// Separate libraries are not enough to use Cairo's FreeType back end from several threads: Cairo 1.16 keeps one
/// process-wide table of FreeType faces and one `FT_Library` behind every font map, opens faces with `FT_New_Face`
/// outside its own lock, and closes the idle faces of other fonts once ten are open. Two libraries measuring or
/// drawing on two threads crashed in FreeType that way (`layoutviz test --jobs 4`: `FT_New_Face` on one thread while
/// `FT_Set_Char_Size` ran on another). So a library's fonts are created, used and destroyed only while holding this
/// lock; everything else (solving, painting the display list, encoding, comparing) still runs in parallel.
///
/// ```swift
/// let lines = FontEngine.exclusively { session.layOut(settings, family: family, font: font) }
/// ```
enum FontEngine {
    private static let lock = NSLock()

    /// Runs `body` while no other thread uses Pango, Cairo's font back end, fontconfig or FreeType.
    static func exclusively<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
