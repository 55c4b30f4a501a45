import Foundation
import LayoutScene

/// An app folder's resources read: its asset catalogs as one (the first catalog in path order wins a name two
/// share), with the fonts `UIAppFonts` lists; its strings in one language; and a warning for each file that could
/// not be read, which is then left out.
///
/// ```swift
/// let app = try AppFolder(contentsOf: URL(fileURLWithPath: "MyApp"))
/// let resources = AppResources(app.resources, language: nil)
/// resources.strings.text(forKey: "settings.title")
/// ```
public struct AppResources: Sendable {
    /// The catalogs merged, with the app's font files; nil when the folder has neither.
    public let catalog: AssetCatalog?
    /// The strings in ``StringTables/language``.
    public let strings: StringTables
    /// One line per resource left out (`path: warning: …`).
    public let warnings: [String]

    /// Reads `files`' catalogs, fonts and strings; `language` nil reads the development language.
    public init(_ files: AppResourceFiles, language: String?) {
        var warnings: [String] = []
        var merged: AssetCatalog?
        for url in files.catalogs {
            do {
                let catalog = try AssetCatalog(contentsOf: url)
                merged = merged.map { $0.adding(catalog) } ?? catalog
            } catch {
                warnings.append("\(error.file): warning: this asset catalog is left out: \(error.reason)")
            }
        }
        let fonts = files.appFonts.map(\.path)
        if !fonts.isEmpty {
            merged = (merged ?? .empty).adding(AssetCatalog(imageSets: [:], fontFiles: fonts))
        }
        catalog = merged
        var strings = StringTables(language: language ?? files.developmentLanguage)
        for url in files.stringsFiles(for: strings.language) {
            do {
                try strings.read(stringsFile: url)
            } catch {
                warnings.append("\(error.file): warning: this strings file is left out: \(error.reason)")
            }
        }
        for url in files.stringCatalogs {
            do {
                try strings.read(stringCatalog: url)
            } catch {
                warnings.append("\(error.file): warning: this string catalog is left out: \(error.reason)")
            }
        }
        self.strings = strings
        self.warnings = warnings
    }
}
