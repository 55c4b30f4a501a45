import Foundation
import LayoutScene

extension FramesSnapshot {
    /// The snapshot with every diagnostic's file made independent of where the scene was found, so that a
    /// reference holds on any checkout and from any working directory: a path relative to `root` when the
    /// file lies inside it, else the file's name. Files named by `#fileID` (`Module/File.swift`) keep their
    /// file name too.
    ///
    /// ```swift
    /// let snapshot = FramesSnapshot(canvas: canvas, result: result).portable(relativeTo: "/ci/checkout/Samples")
    /// snapshot.diagnostics.first?.location?.file // "broken-layout.swiftlay"
    /// ```
    public func portable(relativeTo root: String? = nil) -> FramesSnapshot {
        let base = root.map(Self.absolute)
        let diagnostics = diagnostics.map { diagnostic in
            guard let location = diagnostic.location else { return diagnostic }
            let file = base.flatMap { Self.relative(Self.absolute(location.file), to: $0) } ?? location.fileName
            return LayoutDiagnostic(severity: diagnostic.severity, kind: diagnostic.kind, message: diagnostic.message,
                                    location: SourceLocation(file: file, line: location.line, column: location.column))
        }
        return FramesSnapshot(canvasSize: canvasSize, views: views, diagnostics: diagnostics)
    }

    /// Whether `other` records the same layout: the same canvas size, the same views in the same order, and
    /// the same diagnostics compared by file name, line, column, severity and message (so a reference taken
    /// from another folder still matches).
    ///
    /// ```swift
    /// reference.isEquivalent(to: actual) // true when only the diagnostics' folders differ
    /// ```
    public func isEquivalent(to other: FramesSnapshot) -> Bool {
        canvasSize == other.canvasSize && views == other.views
            && DiagnosticsComparison(reference: diagnostics, actual: other.diagnostics).isEmpty
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
