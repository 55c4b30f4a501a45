import Foundation

/// What the preview page receives, as the JSON text it parses: a picture with the inspector's data, or the error that
/// stopped the files from loading. The server sends these over its WebSocket; `render -o page.html` embeds one.
///
/// ```swift
/// PreviewMessage.picture(picture, version: 3) // {"type":"picture","version":3,"svg":"<svg …","inspection":{…}}
/// PreviewMessage.error(failure, version: 4)   // {"type":"error","version":4,"message":"card.swiftlay:2:1: error: …"}
/// ```
enum PreviewMessage {
    /// A new picture of the files' `version`.
    static func picture(_ picture: PreviewRendering.Picture, version: Int) -> String {
        "{\"type\":\"picture\",\"version\":\(version),\"svg\":\(quoted(picture.svg)),"
            + "\"inspection\":\(String(decoding: picture.inspection, as: UTF8.self))}"
    }

    /// The files' `version` does not load.
    static func error(_ failure: CommandFailure, version: Int) -> String {
        "{\"type\":\"error\",\"version\":\(version),\"message\":\(quoted(failure.message))}"
    }

    /// The scene's files as the source pane shows them: `[{"name": "card.swiftlay", "text": "…"}]`; a file that
    /// cannot be read has empty text.
    static func sources(_ files: [String]) -> Data {
        let entries = files.map { path in
            ["name": (path as NSString).lastPathComponent,
             "text": (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""]
        }
        return (try? JSONEncoder().encode(entries)) ?? Data("[]".utf8)
    }

    /// A string as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
