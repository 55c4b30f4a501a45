import LayoutPainter

extension SolvedScene {
    /// The scene's display list as `render` draws it: in `appearance` (light when nil), and, for an SVG drawn with no
    /// appearance given, carrying the dark one too (switched by `prefers-color-scheme`). `describesScene` is off for a
    /// PNG, which has nowhere to put the words. With `--accessibility` the elements VoiceOver reads are drawn over it.
    /// Fails when painting ran out of the scene's work budget.
    ///
    /// ```swift
    /// let list = try solved.displayList(painting: flags, appearance: nil, carriesDark: true, describesScene: true)
    /// ```
    func displayList(painting: PaintingFlags, appearance: AppearanceChoice?, carriesDark: Bool,
                     describesScene: Bool) throws(CommandFailure) -> DisplayList {
        var options = painting.paintOptions(appearance: appearance ?? .light)
        options.describesScene = describesScene
        let list = withAccessibility(Painter(options: options).paint(canvas, result: result, measuring: measurer),
                                     painting: painting, appearance: appearance ?? .light)
        try Self.check(canvas.workBudget)
        guard appearance == nil, carriesDark else { return list }
        let dark = Painter(options: painting.paintOptions(appearance: .dark)).paint(canvas, result: result,
                                                                                   measuring: measurer)
        try Self.check(canvas.workBudget)
        return list.carryingDarkAppearance(of: withAccessibility(dark, painting: painting, appearance: .dark))
    }
}
