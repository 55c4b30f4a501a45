import Foundation

/// A colour set's `Contents.json` (`Name.colorset`), read into the colour `UIColor(named:)` gives: the iPhone
/// entries (idiom `universal` or `iphone`, an `iphone` entry winning) for Any, Light and Dark appearance; the light
/// appearance takes Light, else Any, and the dark one Dark, else the light colour. High-contrast entries are not
/// used. An entry's colour is components in one of Xcode's colour spaces (see ``ColorSpaceConversion``) or a
/// reference to a system colour (`"reference": "systemBackgroundColor"`).
///
/// ```swift
/// let color = try ColorSetContents.color(data: data, file: "Brand.colorset/Contents.json")
/// ```
enum ColorSetContents {
    private struct Document: Decodable {
        var colors: [Entry]?
    }

    private struct Entry: Decodable {
        var idiom: String?
        var appearances: [ImageSetContents.Appearance]?
        var color: Value
    }

    private struct Value: Decodable {
        var colorSpace: String?
        var components: [String: ColorComponent]?
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }
    }

    /// The colour a colour set describes; throws ``AssetCatalogError`` naming `file` and the key at fault.
    static func color(data: Data, file: String) throws(AssetCatalogError) -> Color {
        let document = try AssetContentsDecoding.decode(Document.self, from: data, file: file)
        var any: Color?, light: Color?, dark: Color?
        let entries = (document.colors ?? []).enumerated()
            .filter { ImageSetContents.phoneIdioms.contains($0.element.idiom ?? "universal") }
            .sorted { ($0.element.idiom == "iphone" ? 0 : 1) < ($1.element.idiom == "iphone" ? 0 : 1) }
        for (index, entry) in entries {
            let qualifiers = entry.appearances ?? []
            guard !qualifiers.contains(where: { $0.appearance == "contrast" }) else { continue }
            let color = try resolve(entry.color, at: "colors[\(index)].color", file: file)
            switch qualifiers.first(where: { $0.appearance == "luminosity" })?.value {
            case nil: any = any ?? color
            case "light": light = light ?? color
            case "dark": dark = dark ?? color
            case let other?:
                throw AssetCatalogError(file: file, reason: "'colors[\(index)].appearances' has luminosity "
                                            + "'\(other)'; expected 'light' or 'dark'")
            }
        }
        guard let day = light ?? any ?? dark else {
            throw AssetCatalogError(file: file, reason: "no colour for an iPhone ('colors' has no universal or "
                                        + "iphone entry)")
        }
        return Color(light: day, dark: dark ?? day)
    }

    private static func resolve(_ value: Value, at path: String, file: String) throws(AssetCatalogError) -> Color {
        if let reference = value.reference {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let system = SystemColors.named(name) else {
                throw AssetCatalogError(file: file, reason: "'\(path).reference' names '\(reference)', which is not "
                                            + "a system colour")
            }
            return system
        }
        let spaceName = value.colorSpace ?? "srgb"
        guard let space = ColorSpaceConversion.Space(rawValue: spaceName) else {
            let known = ColorSpaceConversion.Space.allCases.map(\.rawValue).joined(separator: ", ")
            throw AssetCatalogError(file: file, reason: "'\(path).color-space' is '\(spaceName)'; expected one of "
                                        + known)
        }
        let components = value.components ?? [:]
        func component(_ key: String) throws(AssetCatalogError) -> CGFloat {
            guard let found = components[key] else {
                throw AssetCatalogError(file: file, reason: "'\(path).components.\(key)' is missing")
            }
            return found.value
        }
        let alpha = components["alpha"]?.value ?? 1
        let rgb = space.isGray
            ? ColorSpaceConversion.sRGB(red: try component("white"), green: 0, blue: 0, space: space)
            : ColorSpaceConversion.sRGB(red: try component("red"), green: try component("green"),
                                        blue: try component("blue"), space: space)
        return Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: min(1, max(0, alpha)))
    }
}
