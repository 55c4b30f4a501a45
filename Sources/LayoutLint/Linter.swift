import Foundation
import LayoutEngine
import LayoutScene

/// Checks a laid-out scene for the layout problems users meet and snapshot tests miss (see ``LintRule``), in the
/// order views appear in the tree, rule by rule for each view. Hidden views and views inside hidden ones are left
/// out; so are views of zero size, except a label whose text then does not fit. What layoutviz made up is not judged:
/// a frame resting on a stand-in constant for an unknown value (its own constraints' or an ancestor's), or sized by
/// placeholder text for the app's data (its own or a subview's), gets no geometry findings, and a look the scene set
/// from an unknown value (a colour, a font) no text or contrast finding. A frame is reported ambiguous only along an
/// axis the scene's files constrain the view on (one of its own constraints there, or a stack view arranging it):
/// a view the files never constrain along an axis is placed by code layoutviz cannot see (an app's helper, another
/// file), so its ambiguity there is layoutviz's, not the app's; nor is a view reported ambiguous when it, or a view it
/// is constrained to, is a placeholder for an unknown class or sized by placeholder text. A cell drawn on its own has no screen: its
/// views are not judged against the screen's edges or safe area.
///
/// ```swift
/// let result = canvas.layout(measuring: measurer)
/// for finding in Linter(measuring: measurer).findings(in: canvas, result: result) { print(finding.message) }
/// ```
public struct Linter: Sendable {
    /// The least width and height of a control to touch, in points (Apple's Human Interface Guidelines).
    public static let minimumTouchSize: CGFloat = 44
    /// How far a frame may pass a limit before it counts, absorbing rounding.
    static let tolerance: CGFloat = 0.5

    let measurer: any TextMeasuring
    let sourceFiles: Set<String>?
    /// Whether the canvas is the screen: false for a view drawn on its own (a file's `UIView` subclass hosted at a
    /// size layoutviz chose), whose place on a screen the app decides.
    let hasScreen: Bool

    /// A linter measuring text with `measurer`, which should be the measurer the layout used. With `sourceFiles`
    /// (the scene's files as constraint positions name them), a position elsewhere — a constraint layoutviz made
    /// itself — is not given as the place a view was placed. Without `hasScreen` (a view drawn on its own), views are
    /// not judged against the screen's edges and safe area, as for a cell drawn on its own.
    ///
    /// ```swift
    /// let linter = Linter(measuring: MonospacedTextMeasurer(), sourceFiles: ["card.swiftlay"])
    /// ```
    public init(measuring measurer: any TextMeasuring, sourceFiles: Set<String>? = nil, hasScreen: Bool = true) {
        self.measurer = measurer
        self.sourceFiles = sourceFiles
        self.hasScreen = hasScreen
    }

    /// The findings of `result`, the latest layout of `canvas`.
    ///
    /// ```swift
    /// let findings = Linter(measuring: measurer).findings(in: canvas, result: result)
    /// ```
    public func findings(in canvas: Canvas, result: LayoutResult) -> [LintFinding] {
        let screen = CGRect(origin: .zero, size: canvas.frame.size)
        var findings: [LintFinding] = []
        for layout in result.views where layout.view !== canvas && !Self.isHidden(layout.view) {
            let subject = LintSubject(layout: layout, result: result,
                                      isInScene: { [sourceFiles] in sourceFiles?.contains($0.file) ?? true })
            let restsOnStandIns = subject.restsOnStandIns
            if !restsOnStandIns {
                findings += TextFitCheck(measurer: measurer).findings(for: subject)
            }
            if !restsOnStandIns, !subject.isSizedByUnknownText {
                let screen: CGRect? = subject.isInStandaloneCell || !hasScreen ? nil : screen
                findings += VisibilityCheck(screen: screen).findings(for: subject)
                findings += TouchTargetCheck(screen: screen, safeArea: canvas.deviceSafeAreaInsets)
                    .findings(for: subject)
                findings += OverlapCheck().findings(for: subject)
            }
            findings += ContrastCheck().findings(for: subject)
            let ambiguous = restsOnStandIns || subject.dependsOnUnknownSizes ? [] : layout.ambiguousAttributes.filter { attribute in
                subject.isConstrainedByScene(along: ["x", "width"].contains(attribute) ? .horizontal : .vertical)
            }
            if !ambiguous.isEmpty {
                let attributes = ambiguous.joined(separator: ", ")
                findings.append(subject.finding(.ambiguous, "'\(subject.name)' has no determined \(attributes): its "
                    + "constraints allow more than one frame"))
            }
        }
        for conflict in result.conflicts {
            guard case .scene(let broken) = conflict.brokenConstraint else { continue }
            let location = broken.location.flatMap { sourceFiles?.contains($0.file) ?? true ? $0 : nil }
            let view = broken.firstItem.hierarchyView
            findings.append(LintFinding(rule: .conflict, view: view.map(ViewPath.of) ?? "",
                                        message: "broken to resolve a conflict: \(broken)", location: location,
                                        frame: view.flatMap(result.layout(of:))?.absoluteFrame))
        }
        return findings
    }

    /// Whether the view or an ancestor is hidden.
    static func isHidden(_ view: View) -> Bool {
        view.selfAndSuperviews.contains(where: \.isHidden)
    }
}
