import Foundation
import LayoutScene

/// A stable, human-readable record of a solved layout: the canvas size, every view's frame in tree order
/// with its ambiguous attributes and label text, then the diagnostics. Geometry is the first gate of a
/// snapshot test: it does not depend on fonts or rasterisation. Numbers are kept to hundredths of a point.
///
/// The text format (version 1), one record per line, fields separated by single spaces; names and
/// locations are written bare unless they contain spaces, quotes, backslashes or control characters, or
/// are `-`, in which case they are quoted with backslash escapes (`\\ \" \n \r \t \u{1B}`):
/// ```text
/// layoutviz frames v1
/// canvas 375x667
/// view root - 0 0 375 667
/// view card root 16 63 343 120
/// view title card 16 12 311 27 text "Ada Lovelace" lines=1 font="system 22.0 bold"
/// view badge card 0 0 10 10 ambiguous=x,width
/// view note card 16 40 311 40 text "A long note" lines=2 first="A long" font="system 17.0 regular"
/// diagnostic warning ambiguity scene.swiftlay:4:1 "Ambiguous layout: UIView:badge x, width are not …"
/// ```
/// `view NAME PARENT X Y WIDTH HEIGHT` (PARENT `-` for the canvas; the frame in the superview's
/// coordinates), then `ambiguous=` when some attributes are undetermined, then for labels `text`, the text,
/// `lines=`, `first=` (only when the first shown line is not the whole text) and `font=`.
/// `diagnostic SEVERITY KIND LOCATION MESSAGE` (LOCATION `file:line:column`, `file:line`, or `-`).
///
/// ```swift
/// let snapshot = FramesSnapshot(canvas: canvas, result: canvas.layout())
/// try snapshot.text.write(to: url, atomically: true, encoding: .utf8)
/// let reference = try FramesSnapshot(parsing: String(contentsOf: url, encoding: .utf8))
/// ```
public struct FramesSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The first line of every snapshot.
    ///
    /// ```swift
    /// FramesSnapshot.header // "layoutviz frames v1"
    /// ```
    public static let header = "layoutviz frames v1"
    /// The canvas size, in hundredths of a point.
    ///
    /// ```swift
    /// snapshot.canvasSize // CGSize(width: 375, height: 667)
    /// ```
    public var canvasSize: CGSize
    /// Every view in tree order, the canvas first.
    ///
    /// ```swift
    /// snapshot.views.first?.name // "root"
    /// ```
    public var views: [ViewSnapshot]
    /// The layout's diagnostics, in the layout's order.
    ///
    /// ```swift
    /// snapshot.diagnostics.filter { $0.severity == .error }
    /// ```
    public var diagnostics: [LayoutDiagnostic]

    /// Creates a snapshot; the canvas size is rounded to hundredths of a point.
    ///
    /// ```swift
    /// let empty = FramesSnapshot(canvasSize: CGSize(width: 320, height: 480), views: [], diagnostics: [])
    /// ```
    public init(canvasSize: CGSize, views: [ViewSnapshot], diagnostics: [LayoutDiagnostic] = []) {
        self.canvasSize = CGSize(width: SnapshotNumber.rounded(canvasSize.width),
                                 height: SnapshotNumber.rounded(canvasSize.height))
        self.views = views
        self.diagnostics = diagnostics
    }

    /// The snapshot in the text format above, ending with a newline.
    ///
    /// ```swift
    /// print(snapshot.text)
    /// ```
    public var text: String {
        let canvas = "canvas \(SnapshotNumber.text(canvasSize.width))x\(SnapshotNumber.text(canvasSize.height))"
        var lines = [Self.header, canvas]
        lines += views.map(Self.line(for:))
        lines += diagnostics.map(Self.line(for:))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as ``text``.
    ///
    /// ```swift
    /// "\(snapshot)" == snapshot.text // true
    /// ```
    public var description: String { text }

    private static func line(for view: ViewSnapshot) -> String {
        let frame = [view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height]
        var fields = ["view", SnapshotText.word(view.name), view.parentName.map(SnapshotText.word) ?? "-"]
        fields += frame.map { SnapshotNumber.text(Double($0)) }
        if !view.ambiguousAttributes.isEmpty {
            fields.append("ambiguous=" + SnapshotText.word(view.ambiguousAttributes.joined(separator: ",")))
        }
        if let text = view.text {
            fields += ["text", SnapshotText.quoted(text.text), "lines=\(text.lineCount)"]
            if text.firstLine != text.text { fields.append("first=" + SnapshotText.quoted(text.firstLine)) }
            fields.append("font=" + SnapshotText.quoted(text.font))
        }
        return fields.joined(separator: " ")
    }

    private static func line(for diagnostic: LayoutDiagnostic) -> String {
        ["diagnostic", diagnostic.severity.rawValue, diagnostic.kind.rawValue,
         diagnostic.location.map { SnapshotText.word($0.description) } ?? "-",
         SnapshotText.quoted(diagnostic.message)].joined(separator: " ")
    }
}
