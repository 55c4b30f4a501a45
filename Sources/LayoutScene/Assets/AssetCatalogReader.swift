import Foundation

/// Walks an asset folder: `Name.imageset` folders become image sets and `Name.colorset` folders colours (named with
/// the namespaces of enclosing folders whose `Contents.json` sets `provides-namespace`), loose PNG/JPEG files become
/// image sets by their base name (`play@2x.png` → `play` at scale 2), `.ttf`/`.otf`/`.ttc` files are the app's
/// fonts, other asset kinds (`.symbolset`, `.appiconset`…) are skipped, and plain folders are entered. Entries are visited in name order and the first set of a name wins, so the same
/// folder always gives the same catalog.
struct AssetCatalogReader {
    /// How deep folders are entered.
    static let maximumDepth = 12
    /// The file extensions read as bitmaps.
    static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg"]
    /// The file extensions read as the app's fonts.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]
    /// The file extensions an image set may name that layoutviz cannot draw.
    static let unreadableExtensions: Set<String> = ["pdf", "svg", "heic", "heif", "avci"]

    private(set) var imageSets: [String: ImageSet] = [:]
    private(set) var colors: [String: Color] = [:]
    private(set) var fontFiles: [String] = []

    mutating func read(folder: URL) throws(AssetCatalogError) {
        guard Self.isFolder(folder) else {
            throw AssetCatalogError(file: folder.path, reason: "not a folder (expected an .xcassets catalog or a "
                                        + "folder of images)")
        }
        try read(folder: folder, namespace: "", depth: 0)
    }

    private mutating func read(folder: URL, namespace: String, depth: Int) throws(AssetCatalogError) {
        guard depth <= Self.maximumDepth else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw AssetCatalogError(file: folder.path, reason: "cannot read the folder")
        }
        var looseFiles: [String: [(URL, CGFloat)]] = [:]
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let suffix = url.pathExtension.lowercased()
            if Self.isFolder(url) {
                if suffix == "imageset" {
                    try readImageSet(url, name: namespace + url.deletingPathExtension().lastPathComponent)
                } else if suffix == "colorset" {
                    try readColorSet(url, name: namespace + url.deletingPathExtension().lastPathComponent)
                } else if suffix.isEmpty || suffix == "xcassets" {
                    try read(folder: url, namespace: namespace + Self.namespace(of: url), depth: depth + 1)
                }
            } else if Self.fontExtensions.contains(suffix) {
                fontFiles.append(url.path)
            } else if Self.bitmapExtensions.contains(suffix) {
                let (base, scale) = Self.baseNameAndScale(url.deletingPathExtension().lastPathComponent)
                looseFiles[namespace + base, default: []].append((url, scale))
            }
        }
        for (name, files) in looseFiles.sorted(by: { $0.key < $1.key }) where imageSets[name] == nil {
            var bitmaps: [ImageBitmap] = []
            for (url, scale) in files where !bitmaps.contains(where: { $0.scale == scale }) {
                bitmaps.append(try ImageBitmap(contentsOf: url, scale: scale))
            }
            imageSets[name] = ImageSet(name: name, bitmaps: bitmaps, unreadableFiles: [], renderingMode: .automatic)
        }
    }

    private mutating func readImageSet(_ folder: URL, name: String) throws(AssetCatalogError) {
        guard imageSets[name] == nil else { return }
        let (contentsURL, data) = try Self.contents(of: folder, kind: "image set")
        let contents = try ImageSetContents(data: data, file: contentsURL.path)
        var bitmaps: [ImageBitmap] = []
        var unreadable: [String] = []
        for entry in contents.phoneEntries {
            guard let filename = entry.filename else { continue }
            let scale = try ImageSetContents.scale(of: entry, file: contentsURL.path)
            let file = folder.appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw AssetCatalogError(file: contentsURL.path, reason: "names '\(filename)', which is not in the "
                                            + "image set")
            }
            if Self.unreadableExtensions.contains(file.pathExtension.lowercased()) {
                unreadable.append(file.path)
            } else if !bitmaps.contains(where: { $0.scale == scale }) {
                bitmaps.append(try ImageBitmap(contentsOf: file, scale: scale))
            }
        }
        imageSets[name] = ImageSet(name: name, bitmaps: bitmaps, unreadableFiles: unreadable,
                                   renderingMode: contents.renderingMode)
    }

    private mutating func readColorSet(_ folder: URL, name: String) throws(AssetCatalogError) {
        guard colors[name] == nil else { return }
        let (contentsURL, data) = try Self.contents(of: folder, kind: "colour set")
        colors[name] = try ColorSetContents.color(data: data, file: contentsURL.path)
    }

    /// The URL and bytes of an asset folder's `Contents.json`; `kind` names the asset in the error.
    private static func contents(of folder: URL, kind: String) throws(AssetCatalogError) -> (URL, Data) {
        let url = folder.appendingPathComponent("Contents.json")
        do {
            return (url, try Data(contentsOf: url))
        } catch {
            throw AssetCatalogError(file: url.path, reason: "cannot read the \(kind)'s Contents.json")
        }
    }

    /// `"play@2x"` → (`"play"`, 2); a name without a scale suffix is scale 1.
    static func baseNameAndScale(_ name: String) -> (String, CGFloat) {
        for (suffix, scale) in [("@2x", CGFloat(2)), ("@3x", 3), ("@1x", 1)] where name.hasSuffix(suffix) {
            return (String(name.dropLast(suffix.count)), scale)
        }
        return (name, 1)
    }

    /// `"Icons/"` for a group folder whose `Contents.json` says `"provides-namespace": true`, else `""`.
    private static func namespace(of folder: URL) -> String {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any],
              properties["provides-namespace"] as? Bool == true else { return "" }
        return folder.lastPathComponent + "/"
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
