import Foundation

/// The resource files of an app's folder that change what its screens show, found where Xcode keeps them: asset
/// catalogs (`*.xcassets`, anywhere), strings files (`<language>.lproj/*.strings`), string catalogs (`*.xcstrings`),
/// the `Info.plist` files (whose `UIAppFonts` lists the app's fonts), the font files (`.ttf`, `.otf`, `.ttc`) and
/// the Xcode project's `project.pbxproj` (whose `developmentRegion` is the language the app is written in).
///
/// ```swift
/// let app = try AppFolder(contentsOf: URL(fileURLWithPath: "MyApp"))
/// app.resources.catalogs      // [MyApp/App/Assets.xcassets, MyApp/Widgets/Colors.xcassets]
/// app.resources.developmentLanguage // "en"
/// ```
public struct AppResourceFiles: Sendable {
    /// The asset catalogs, in path order.
    public let catalogs: [URL]
    /// The strings files by language (the `.lproj` folder's name without its extension: `en`, `Base`, `pt-BR`).
    public let stringsFiles: [String: [URL]]
    /// The string catalogs.
    public let stringCatalogs: [URL]
    /// The `Info.plist` files.
    public let infoPlists: [URL]
    /// The font files, by file name.
    public let fontFiles: [String: URL]
    /// The Xcode projects' `project.pbxproj` files.
    public let projects: [URL]

    /// Whether the rule keeps a file at `relativePath` as a resource (see the type's description).
    static func isResource(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        let folder = ((relativePath as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return name.hasSuffix(".xcassets") || name.hasSuffix(".xcstrings") || name == "project.pbxproj"
            || name.hasSuffix(".plist") && name.lowercased().contains("info")
            || name.hasSuffix(".strings") && folder.hasSuffix(".lproj")
            || isFontFile(name)
    }

    private static func isFontFile(_ name: String) -> Bool {
        [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
    }

    init(root: URL, relativePaths: [String]) {
        let urls = relativePaths.map { (root.appendingPathComponent($0), $0) }
        catalogs = urls.filter { $0.1.hasSuffix(".xcassets") }.map(\.0)
        stringCatalogs = urls.filter { $0.1.hasSuffix(".xcstrings") }.map(\.0)
        infoPlists = urls.filter { $0.1.hasSuffix(".plist") }.map(\.0)
        projects = urls.filter { $0.1.hasSuffix("project.pbxproj") }.map(\.0)
        var strings: [String: [URL]] = [:]
        var fonts: [String: URL] = [:]
        for (url, path) in urls {
            if path.hasSuffix(".strings") {
                let folder = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                strings[folder, default: []].append(url)
            } else if Self.isFontFile(url.lastPathComponent), fonts[url.lastPathComponent] == nil {
                fonts[url.lastPathComponent] = url
            }
        }
        stringsFiles = strings
        fontFiles = fonts
    }

    /// The language the app is written in: the first Xcode project's `developmentRegion`, else `en`.
    public var developmentLanguage: String {
        for project in projects {
            guard let text = try? String(contentsOf: project, encoding: .utf8),
                  let range = text.range(of: #"developmentRegion = "?([A-Za-z_-]+)"?;"#, options: .regularExpression)
            else { continue }
            let assignment = text[range]
            let value = assignment.split(separator: "=").last?.trimmingCharacters(in: CharacterSet(charactersIn: " \";"))
            if let value, !value.isEmpty { return value }
        }
        return "en"
    }

    /// The strings files to read for `language`, most specific first: its own folder (`pt-BR.lproj`), its base
    /// language's (`pt.lproj`), then `Base.lproj`.
    public func stringsFiles(for language: String) -> [URL] {
        var names = [language]
        if let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init),
           base != language {
            names.append(base)
        }
        names.append("Base")
        return names.flatMap { stringsFiles[$0] ?? [] }
    }

    /// The font files the `Info.plist` files list under `UIAppFonts` that the folder holds (by file name, wherever
    /// they are), in the order listed.
    public var appFonts: [URL] {
        var found: [URL] = []
        for plist in infoPlists {
            guard let data = FileManager.default.contents(atPath: plist.path),
                  let info = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any],
                  let names = info["UIAppFonts"] as? [String] else { continue }
            for name in names {
                let fileName = (name as NSString).lastPathComponent
                if let url = fontFiles[fileName], !found.contains(url) { found.append(url) }
            }
        }
        return found
    }
}
