import Foundation

/// The part of `layoutviz test APP/ --report out.html` that shows an app's screens: every screen as a thumbnail of
/// its picture (the new one when it changed, else the reference), grouped by kind (previews, controllers, views,
/// cells) and then by the folder declaring it, each with its status, layout coverage and warnings, as Paparazzi's and
/// Roborazzi's reports show a module's snapshots.
///
/// ```swift
/// let html = HTMLScreenGallery(results: summary.results).html   // "" when no result is an app's screen
/// ```
struct HTMLScreenGallery {
    let results: [SceneTestResult]

    /// The kinds in the order the gallery shows them, with their headings.
    private static let kinds = [("preview", "Previews"), ("controller", "Controllers"), ("view", "Views"),
                                ("cell", "Cells")]

    /// The gallery's styles, for the page's `<style>`.
    static let styles = """
        .gallery { display: flex; flex-wrap: wrap; gap: 16px; }
        .card { width: 200px; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; font-size: 12px; }
        .card img { width: 100%; border: 1px solid #eee; background: #fafafa; }
        .card.failed, .card.error { border-color: #cf222e; } .card .name { font-weight: bold; word-break: break-all; }
        .card details { margin-top: 4px; } .card li { word-break: break-word; }
        """

    var html: String {
        let screens = results.filter { $0.screen != nil }
        guard !screens.isEmpty else { return "" }
        var parts = ["<h2>Screens</h2>"]
        for (kind, heading) in Self.kinds {
            let ofKind = screens.filter { $0.screen?.kind == kind }
            guard !ofKind.isEmpty else { continue }
            parts.append("<h3>\(heading) (\(ofKind.count))</h3>")
            let folders = Dictionary(grouping: ofKind) { $0.screen?.folder ?? "." }
            for folder in folders.keys.sorted() {
                parts.append("<h4>\(HTMLText.escape(folder))</h4><div class=\"gallery\">")
                parts += folders[folder, default: []].sorted { $0.name < $1.name }.map(card)
                parts.append("</div>")
            }
        }
        return parts.joined(separator: "\n")
    }

    private func card(_ result: SceneTestResult) -> String {
        var lines = ["<div class=\"card \(result.status)\">"]
        if let image = thumbnail(of: result) {
            lines.append("<img src=\"data:image/png;base64,\(image.base64EncodedString())\" "
                             + "alt=\"\(HTMLText.escape(result.name))\">")
        }
        lines.append("<div class=\"name\">\(HTMLText.escape(result.name))</div>")
        lines.append("<div>\(result.status)\(result.screen?.coverage.map { ", coverage \(HTMLText.escape($0))" } ?? "")</div>")
        let warnings = result.screen?.warnings ?? []
        if let error = result.error {
            lines.append("<details open><summary>error</summary><pre>\(HTMLText.escape(error))</pre></details>")
        }
        if !warnings.isEmpty {
            lines.append("<details><summary>\(warnings.count) warning\(warnings.count == 1 ? "" : "s")</summary><ul>"
                             + warnings.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul></details>")
        }
        lines.append("</div>")
        return lines.joined()
    }

    /// The picture to show: the new one a failed check wrote, else the reference (recorded or checked).
    private func thumbnail(of result: SceneTestResult) -> Data? {
        for check in result.checks where check.format.pathExtension == "png" {
            if case .failed(_, let artifacts) = check.outcome,
               let actual = artifacts.first(where: { $0.lastPathComponent.hasSuffix(".actual.png") }),
               let data = FileManager.default.contents(atPath: actual.path) {
                return data
            }
            if let data = FileManager.default.contents(atPath: check.referenceURL.path) { return data }
        }
        return nil
    }
}

/// Text made safe to put in HTML (`&`, `<`, `>` and `"` escaped).
///
/// ```swift
/// HTMLText.escape("a < b") // "a &lt; b"
/// ```
enum HTMLText {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
