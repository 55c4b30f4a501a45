import LayoutPainter
import LayoutSnapshots

extension SolvedScene {
    /// `list` with what VoiceOver reads drawn over it (``LayoutSnapshots/AccessibilityOverlay``) when `painting`
    /// asks for it (`--accessibility`); `list` itself otherwise.
    ///
    /// ```swift
    /// let list = solved.withAccessibility(painted, painting: flags, appearance: .light)
    /// ```
    func withAccessibility(_ list: DisplayList, painting: PaintingFlags, appearance: AppearanceChoice) -> DisplayList {
        guard painting.accessibility else { return list }
        let options = painting.paintOptions(appearance: appearance)
        return AccessibilityOverlay(padding: options.padding, theme: options.theme)
            .drawing(over: list, canvas: canvas, result: result, measuring: measurer, sourceFiles: sourceFileNames)
    }
}
