import Foundation
import LayoutEngine
import LayoutScene
import LayoutScript

/// The solved frames of a scene as `layoutviz frames` prints them: JSON (a stable interface) or text.
///
/// ```swift
/// let report = FramesReport(canvas: canvas, result: canvas.layout())
/// print(report.json.serialized(pretty: true))
/// ```
public struct FramesReport {
    /// The canvas.
    public let canvas: Canvas
    /// The layout of the canvas.
    public let result: LayoutResult
    /// Diagnostics from before layout (e.g. script warnings), printed first.
    public let earlierDiagnostics: [LayoutDiagnostic]
    /// The scene's constraint statements and what became of them; nil leaves `coverage` out of the JSON.
    public let coverage: ConstraintCoverage?

    /// Creates a report.
    ///
    /// ```swift
    /// let report = FramesReport(canvas: canvas, result: result)
    /// ```
    public init(canvas: Canvas, result: LayoutResult, earlierDiagnostics: [LayoutDiagnostic] = [],
                coverage: ConstraintCoverage? = nil) {
        self.canvas = canvas
        self.result = result
        self.earlierDiagnostics = earlierDiagnostics
        self.coverage = coverage
    }

    /// Every diagnostic, earlier ones first.
    ///
    /// ```swift
    /// report.diagnostics.count
    /// ```
    public var diagnostics: [LayoutDiagnostic] { earlierDiagnostics + result.diagnostics }

    /// `{"canvas":{"width":W,"height":H},"views":[{"name":…,"parent":…,"frame":{…},"absoluteFrame":{…},
    /// "ambiguous":[…]}],"diagnostics":[{"severity":…,"message":…,"file":…,"line":N,"column":N}],"coverage":{…}}`,
    /// views in tree order. `parent` is `null` for the canvas; `file`, `line` and `column` are `null` when unknown.
    /// A scroll view also has `"contentOffset":{"x":…,"y":…}` (its subviews' frames are in content coordinates), and a
    /// representative row or item `"representative":true`.
    /// `coverage` (when the report has it): `{"statements":N,"laidOut":M,"percent":P,"standIns":[…],"missed":[…]}`.
    ///
    /// ```swift
    /// let text = report.json.serialized()
    /// ```
    public var json: JSONValue {
        .object([
            ("canvas", .object([("width", .number(canvas.frame.width)), ("height", .number(canvas.frame.height))])),
            ("views", .array(result.views.map(Self.json))),
            ("diagnostics", .array(diagnostics.map(Self.json))),
        ] + (coverage.map { [("coverage", CoverageReport($0, diagnostics: diagnostics).json)] } ?? []))
    }

    /// One line per view, indented by depth: `name  x y width height`, with `(ambiguous: …)`,
    /// `(content offset x,y)` (a scroll view not at its origin; its subviews' frames are in content coordinates) and
    /// `(representative)` where they apply, then the diagnostics compiler-style.
    ///
    /// ```swift
    /// print(report.text)
    /// ```
    public var text: String {
        var depth: [String: Int] = [:]
        var lines = ["canvas \(Self.decimal(canvas.frame.width))x\(Self.decimal(canvas.frame.height))"]
        for entry in result.views {
            let level = entry.parentName.flatMap { depth[$0].map { $0 + 1 } } ?? 0
            depth[entry.name] = level
            let frame = entry.frame
            var line = String(repeating: "  ", count: level) + entry.name + "  "
                + [frame.minX, frame.minY, frame.width, frame.height].map(Self.decimal).joined(separator: " ")
            if !entry.ambiguousAttributes.isEmpty {
                line += "  (ambiguous: \(entry.ambiguousAttributes.joined(separator: ", ")))"
            }
            if let scroll = entry.view as? ScrollView, scroll.contentOffset != .zero {
                line += "  (content offset \(Self.decimal(scroll.contentOffset.x)),\(Self.decimal(scroll.contentOffset.y)))"
            }
            if entry.view.isRepresentative { line += "  (representative)" }
            lines.append(line)
        }
        lines += diagnostics.map(\.description)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ entry: ViewLayout) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(entry.name)),
            ("parent", entry.parentName.map(JSONValue.string) ?? .null),
            ("frame", json(entry.frame)),
            ("absoluteFrame", json(entry.absoluteFrame)),
            ("ambiguous", .array(entry.ambiguousAttributes.map(JSONValue.string))),
        ]
        if let scroll = entry.view as? ScrollView {
            fields.append(("contentOffset", .object([("x", .number(scroll.contentOffset.x)),
                                                     ("y", .number(scroll.contentOffset.y))])))
        }
        if entry.view.isRepresentative { fields.append(("representative", .bool(true))) }
        return .object(fields)
    }

    private static func json(_ rect: CGRect) -> JSONValue {
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
                 ("height", .number(rect.height))])
    }

    private static func json(_ diagnostic: LayoutDiagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", diagnostic.location.map { .string($0.file) } ?? .null),
            ("line", diagnostic.location.map { .integer($0.line) } ?? .null),
            ("column", diagnostic.location?.column.map(JSONValue.integer) ?? .null),
        ])
    }

    /// A number for people: at most 2 decimals, trailing zeros trimmed, `-0` as `0`.
    static func decimal(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
