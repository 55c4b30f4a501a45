/// The stages of drawing a scene, each of which spends from the scene's ``WorkBudget``.
///
/// ```swift
/// budget.spend(1, in: .interpretation, on: "a for loop", at: location)
/// ```
public enum WorkStage: String, Sendable, CaseIterable {
    /// Running the scene's code: one unit per statement or expression evaluated.
    case interpretation
    /// Laying views out: one unit per view and per constraint in each layout pass.
    case layout
    /// Measuring and breaking text into lines: 200 units per measurement and one per byte of its text.
    case textLayout = "text layout"
    /// Turning frames into a display list: ten units per item drawn.
    case painting
    /// Rendering the display list to a file: one unit per item and per 1,024 pixels.
    case encoding
}
