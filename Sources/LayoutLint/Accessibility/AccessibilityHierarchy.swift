import Foundation
import LayoutEngine
import LayoutScene

/// The elements VoiceOver visits on a laid-out scene, in its reading order, derived as UIKit does from what the
/// scene set (``AccessibilityProperties``) and each class's defaults (``AccessibilityDefaults``):
///
/// - A view that is an element is visited alone; its subviews are not (a table cell speaks its content's labels and
///   values as one, joined by commas, when it sets no label of its own).
/// - A hidden view, one with alpha under 0.01, an element of zero size and the subviews of a view with
///   `accessibilityElementsHidden` are skipped; among siblings, when visible ones set `accessibilityViewIsModal`,
///   only the last of them is read.
/// - A segmented control is a container of one button per segment (`1 of 3`, the selected one `selected`), a stepper
///   of its `Decrement` and `Increment` buttons, a tab bar of its tabs (`1 of 4`).
/// - Reading order (``ReadingOrder``): elements top to bottom in rows, each row from the leading edge; a view with
///   `accessibilityElements` is read in that order, and one with `shouldGroupAccessibilityChildren` is read whole
///   before VoiceOver moves on, placed where its first element is. The rules and the sources they were checked
///   against are in `docs/accessibility.md`.
///
/// ```swift
/// let hierarchy = AccessibilityHierarchy(canvas: canvas, result: result)
/// for element in hierarchy.elements { print(element.number, element.spoken) }
/// ```
public struct AccessibilityHierarchy: Sendable {
    /// The elements, in reading order.
    public let elements: [AccessibilityElement]

    /// The hierarchy of `result`, the latest layout of `canvas`. With `sourceFiles`, only positions in those files
    /// are given as where a view was placed.
    ///
    /// ```swift
    /// let elements = AccessibilityHierarchy(canvas: canvas, result: result, sourceFiles: ["login.swift"]).elements
    /// ```
    public init(canvas: Canvas, result: LayoutResult, sourceFiles: Set<String>? = nil) {
        let collector = ElementCollector(result: result, rightToLeft: canvas.effectiveUserInterfaceLayoutDirection
                                            == .rightToLeft,
                                         isInScene: { sourceFiles?.contains($0.file) ?? true })
        let parts = collector.collect(canvas)
        elements = parts.enumerated().map { index, part in part.element(number: index + 1) }
    }
}
