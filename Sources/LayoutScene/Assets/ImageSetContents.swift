import Foundation

/// The parts of an image set's `Contents.json` layoutviz reads: each entry's file, idiom, scale and appearances,
/// and the set's `template-rendering-intent`. Unknown keys are ignored, as Xcode ignores them.
///
/// ```swift
/// let contents = try ImageSetContents(data: data, file: "logo.imageset/Contents.json")
/// ```
struct ImageSetContents {
    /// One entry of `images`.
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [Appearance]?
    }

    /// One `appearances` qualifier (`luminosity`/`dark`, `contrast`/`high`).
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    private struct Properties: Decodable {
        var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    private struct Document: Decodable {
        var images: [Entry]?
        var properties: Properties?
    }

    /// The idioms an iPhone picture is drawn from, best first.
    static let phoneIdioms = ["universal", "iphone"]

    let entries: [Entry]
    let renderingMode: ImageRenderingMode

    /// Decodes the file; throws ``AssetCatalogError`` naming `file` with what is wrong.
    init(data: Data, file: String) throws(AssetCatalogError) {
        let document = try AssetContentsDecoding.decode(Document.self, from: data, file: file)
        entries = document.images ?? []
        switch document.properties?.templateRenderingIntent {
        case nil: renderingMode = .automatic
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        case let other?:
            throw AssetCatalogError(file: file, reason: "'template-rendering-intent' is '\(other)'; expected "
                                        + "'template' or 'original'")
        }
    }

    /// The entries a light-appearance iPhone draws: files with an iPhone idiom and no appearance qualifier.
    var phoneEntries: [Entry] {
        entries.filter { entry in
            entry.filename != nil && (entry.appearances ?? []).isEmpty
                && Self.phoneIdioms.contains(entry.idiom ?? "universal")
        }
    }

    /// The scale of an entry: `"1x"`, `"2x"` or `"3x"` (missing means 1, as for single-scale entries).
    static func scale(of entry: Entry, file: String) throws(AssetCatalogError) -> CGFloat {
        guard let text = entry.scale else { return 1 }
        switch text {
        case "1x": return 1
        case "2x": return 2
        case "3x": return 3
        default:
            throw AssetCatalogError(file: file, reason: "the scale of '\(entry.filename ?? "?")' is '\(text)'; "
                                        + "expected '1x', '2x' or '3x'")
        }
    }
}
