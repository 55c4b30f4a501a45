import Foundation
import LayoutScene

/// `#Preview` blocks as the file's entry points. A file with previews is drawn from its first one unless the options
/// name another (``LoadOptions/preview``, by name or 1-based number) or a root class; a file that makes its own
/// canvas keeps it. The preview's body runs once the file's declarations are registered, and what it returns is
/// the root: a view controller (in whatever container the body wraps it) on the screen, or a view on the whole
/// screen — as small as its content with `.sizeThatFitsLayout`. `.landscapeLeft`/`.landscapeRight` turn the
/// device, `.fixedLayout(width:height:)` gives the root that size. A body returning something else (a SwiftUI view,
/// a view of a class no file declares while the file has a root class of its own) is warned about and the file's
/// root class is drawn instead.
extension Interpreter {
    /// The previews' names, in source order: the name given, else `Preview` (`Preview 2`, … for later unnamed ones).
    var previewTitles: [String] {
        previews.enumerated().map { index, preview in preview.name ?? (index == 0 ? "Preview" : "Preview \(index + 1)") }
    }

    /// The preview to draw: the one the options name, else the first; nil without previews or when a root class or
    /// a canvas the file made comes first.
    func chosenPreview(fileMadeCanvas: Bool) throws -> PreviewDecl? {
        guard let wanted = previewName else {
            return rootClassName == nil && !fileMadeCanvas ? previews.first : nil
        }
        let titles = previewTitles
        if let index = titles.firstIndex(of: wanted) { return previews[index] }
        if let number = Int(wanted), previews.indices.contains(number - 1) { return previews[number - 1] }
        let message = previews.isEmpty ? "the scene has no #Preview named '\(wanted)': it declares no previews"
            : Suggestion.message("the scene has no #Preview named '\(wanted)'", name: wanted, candidates: titles)
        throw ScriptFailure.runtime(message, at: SourceSpan(start: 0, end: 0))
    }

    /// The root `preview` returns, on its canvas; nil (with a warning) when it returns no UIKit view or controller.
    func runPreview(_ preview: PreviewDecl) throws -> (Canvas, SceneRoot)? {
        let title = previewTitles[previews.firstIndex { $0 === preview } ?? 0]
        for case .unsupported(let text, let span) in preview.traits {
            warn("the preview trait '\(text)' is not drawn; the preview is drawn with the default layout", at: span)
        }
        let landscape = preview.traits.contains(.landscape)
        if landscape, let preset = device.preset { screen = preset.screen(.landscape) }
        let value = try invoke(preview.body, definingScope: globals, receiver: nil, arguments: [], at: preview.span)
        drainMainQueue()
        try rethrowCallbackFailure()
        let size = previewSize(preview, landscape: landscape)
        try checkCanvasSize(width: size.width, height: size.height, at: preview.span)
        if let controller = value.host(ViewController.self) {
            previewShown = preview
            rootInstance = value
            let canvas = Canvas(hosting: embedded(controller), width: size.width, height: size.height)
            if let screen, !preview.hasFixedLayout { canvas.apply(screen) }
            return (canvas, .preview(name: title))
        }
        if let view = value.host(View.self), !(view is PlaceholderView && !rootCandidates.isEmpty) {
            previewShown = preview
            rootInstance = value
            if view.name == nil { view.name = "preview" }
            if preview.traits.contains(.sizeThatFitsLayout) {
                return (hostFitting(view, fitsWidth: true, at: preview.span, width: size.width, height: size.height),
                        .preview(name: title))
            }
            let canvas = Canvas(width: size.width, height: size.height)
            if let screen, !preview.hasFixedLayout { canvas.apply(screen) }
            canvas.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            // the preview's container holds the view to its edges; its constraints are placed at the `#Preview`
            let (file, line, column) = dslPosition(of: preview.span)
            view.snp.makeConstraints { make in make.edges.equalToSuperview(file, line, column) }
            return (canvas, .preview(name: title))
        }
        let returned = value.isUnknown || value.host(PlaceholderView.self) != nil ? "a value this file does not define"
            : "no UIView or UIViewController"
        warn("the preview '\(title)' returns \(returned) (a SwiftUI view is not drawn), so the file's root class is "
                 + "drawn instead", at: preview.span)
        return nil
    }

    /// The root's size: the fixed layout's, else the screen's (turned for a landscape preview without a device).
    private func previewSize(_ preview: PreviewDecl, landscape: Bool) -> CGSize {
        for case .fixedLayout(let width, let height) in preview.traits {
            return CGSize(width: width, height: height)
        }
        if let screen { return screen.size }
        return landscape ? CGSize(width: defaultSize.height, height: defaultSize.width) : defaultSize
    }
}

extension PreviewDecl {
    /// Whether a trait gives the root its own size, which no screen replaces.
    var hasFixedLayout: Bool {
        traits.contains { if case .fixedLayout = $0 { true } else { false } } || traits.contains(.sizeThatFitsLayout)
    }
}
