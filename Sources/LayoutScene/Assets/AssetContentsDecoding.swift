import Foundation

/// Decodes an asset's `Contents.json` (an image set's, a colour set's) and turns a decoding failure into an
/// ``AssetCatalogError`` that names the file and the key at fault (`'colors[1].color.components' is missing`).
enum AssetContentsDecoding {
    /// Decodes `data` as `type`; throws ``AssetCatalogError`` naming `file` with what is wrong.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(AssetCatalogError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw AssetCatalogError(file: file, reason: reason(for: error))
        } catch {
            throw AssetCatalogError(file: file, reason: "not valid JSON")
        }
    }

    static func reason(for error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null; expected \(typeName(type))"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context) where context.debugDescription.hasPrefix("'"):
            return "\(path(context.codingPath)) is \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)) is not valid"
        @unknown default:
            return "not a valid asset description"
        }
    }

    /// A coding path as `images[1].scale`.
    static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "the document" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return "'\(text)'"
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
