import Foundation
import LayoutSnapshots

/// `layoutviz test --report out.html`: one self-contained page (images embedded) showing, for every scene whose
/// image differs, reference | actual | diff side by side, with the views whose frames changed outlined on the
/// actual image; for an app's folder, first every screen as a thumbnail grouped by kind and folder
/// (``HTMLScreenGallery``).
struct HTMLReport {
    let summary: TestSummary

    var text: String {
        var body = ["<h1>layoutviz test</h1>", "<p>\(escape(summary.line))</p>"]
        body.append(HTMLScreenGallery(results: summary.results).html)
        // an app's screens that passed are in the gallery; the others, and every scene file, get a section
        for result in summary.results where result.screen == nil || !result.passed { body.append(section(result)) }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>layoutviz test</title>
            <style>
            body { font-family: sans-serif; margin: 24px; }
            .scene { border-top: 1px solid #ccc; padding: 12px 0; }
            .passed h2 { color: #1a7f37; } .failed h2, .error h2 { color: #cf222e; } .recorded h2 { color: #9a6700; }
            .panels { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
            .frame { position: relative; display: inline-block; }
            .moved { position: absolute; border: 2px solid #d4a72c; box-sizing: border-box; }
            pre { background: #f6f8fa; padding: 8px; white-space: pre-wrap; }
            \(HTMLScreenGallery.styles)
            </style></head><body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    private func section(_ result: SceneTestResult) -> String {
        var parts = ["<section class=\"scene \(result.status)\"><h2>\(escape(result.name)): \(result.status)</h2>"]
        if !result.passed {
            parts.append("<pre>\(escape(result.messages.joined(separator: "\n\n")))</pre>")
        }
        for check in result.checks {
            guard case .failed(_, let artifacts) = check.outcome, case .png(let scale) = check.format else { continue }
            let actual = artifacts.first { $0.lastPathComponent.hasSuffix(".actual.png") }
            let diff = artifacts.first { $0.lastPathComponent.hasSuffix(".diff.png") }
            parts.append("<div class=\"panels\">")
            parts.append(figure("reference", check.referenceURL, outlines: [], scale: scale))
            parts.append(figure("actual (changed views outlined)", actual, outlines: check.changedViews, scale: scale))
            parts.append(figure("diff", diff, outlines: [], scale: scale))
            parts.append("</div>")
        }
        return (parts + ["</section>"]).joined(separator: "\n")
    }

    private func figure(_ caption: String, _ url: URL?, outlines: [ViewRegion], scale: Int) -> String {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else {
            return "<figure><figcaption>\(escape(caption)): missing</figcaption></figure>"
        }
        let boxes = outlines.map { region in
            let frame = region.frame
            let style = String(format: "left:%.1fpx;top:%.1fpx;width:%.1fpx;height:%.1fpx",
                               frame.minX * CGFloat(scale), frame.minY * CGFloat(scale),
                               frame.width * CGFloat(scale), frame.height * CGFloat(scale))
            return "<div class=\"moved\" style=\"\(style)\" title=\"\(escape(region.name))\"></div>"
        }
        return """
            <figure><div class="frame"><img src="data:image/png;base64,\(data.base64EncodedString())" \
            alt="\(escape(caption))">\(boxes.joined())</div><figcaption>\(escape(caption))</figcaption></figure>
            """
    }

    private func escape(_ text: String) -> String { HTMLText.escape(text) }
}
