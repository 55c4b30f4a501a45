import Foundation
import LayoutScene

/// `low-contrast`: a label's text colour against what is behind it must reach WCAG 2's AA ratio — 4.5:1, or 3:1 for
/// large text (18 pt, or 14 pt bold) — in both light and dark appearance. What is behind it is the label's own
/// background and its ancestors' (each blended over the next when translucent) down to the screen's system
/// background; siblings under the label (a photo behind a caption) are not known here and not judged. UIKit's own
/// pairing — a label colour (`secondaryLabel`, …) over nothing but system background colours — is not judged
/// either: it is Apple's design, and the Increase Contrast setting darkens both for the people who need it. Nor is
/// text over an image view (what is behind is its picture, from the file or the app's data), or colours the scene
/// set from unknown values, or light text that fails only in light over backgrounds the scene never set (it was made
/// for a dark background the file does not show).
struct ContrastCheck {
    static let labelColors = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText"]
        .compactMap(SystemColors.named)
    static let backgroundColors = ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
                                   "systemGroupedBackground", "secondarySystemGroupedBackground",
                                   "tertiarySystemGroupedBackground"].compactMap(SystemColors.named)

    func findings(for subject: LintSubject) -> [LintFinding] {
        guard let label = subject.view as? Label, let text = label.text, !text.isEmpty,
              !label.unknownAssignments.contains("textColor") else { return [] }
        let backdrop = Self.backdrop(of: label)
        guard Self.isKnown(backdrop), !Self.isSystemPairing(label, backdrop) else { return [] }
        let large = label.font.pointSize >= 18 || label.font.pointSize >= 14 && label.font.weight.rawValue >= 0.4
        let required: CGFloat = large ? 3 : 4.5
        let ratios = [UserInterfaceStyle.light, .dark].map { style in
            (style, Self.ratio(label.textColor.resolved(for: style), Self.blended(backdrop, style)))
        }
        guard let worst = ratios.min(by: { $0.1 < $1.1 }), worst.1 < required,
              !Self.isMadeForAnUnseenDarkBackground(label, backdrop, failing: ratios.filter { $0.1 < required }.map(\.0))
        else { return [] }
        let others = ratios.filter { $0.0 != worst.0 }.map { "\(Self.name($0.0)): \(Self.text($0.1))" }
        return [subject.finding(.lowContrast, "'\(subject.name)' has a contrast of \(Self.text(worst.1)) in "
            + "\(Self.name(worst.0)) (\(others.joined()); \(large ? "large " : "")text needs \(Self.text(required)))")]
    }

    /// The views behind the label's text: the label and its ancestors, down to the first with an opaque background.
    private static func backdrop(of label: Label) -> [View] {
        var views: [View] = []
        for view in label.selfAndSuperviews {
            views.append(view)
            if let background = view.backgroundColor, background.alpha >= 1 { break }
        }
        return views
    }

    /// Whether what is behind is known: no view of it is an image view (whose picture is behind, from the file or
    /// the app's data) or took its background from an unknown value.
    private static func isKnown(_ backdrop: [View]) -> Bool {
        !backdrop.contains { $0 is ImageView || $0.unknownAssignments.contains("backgroundColor") }
    }

    /// Whether the label shows a UIKit label colour with only UIKit background colours behind it.
    private static func isSystemPairing(_ label: Label, _ backdrop: [View]) -> Bool {
        labelColors.contains(label.textColor) && backdrop.allSatisfy { view in
            view.backgroundColor.map { $0.alpha == 0 || backgroundColors.contains($0) } ?? true
        }
    }

    /// Whether the label's text is a fixed light colour that fails only in light appearance over a backdrop the scene
    /// never coloured: it was chosen for a dark background the file does not show (the app's theme, a storyboard, a
    /// dark-only app), so the failure is layoutviz's guess, not the app's.
    private static func isMadeForAnUnseenDarkBackground(_ label: Label, _ backdrop: [View],
                                                        failing: [UserInterfaceStyle]) -> Bool {
        let light = label.textColor.resolved(for: .light)
        return failing == [.light] && light == label.textColor.resolved(for: .dark) && luminance(light) > 0.5
            && backdrop.allSatisfy { ($0.backgroundColor?.alpha ?? 0) == 0 }
    }

    /// The opaque colour behind the text in `style`: the backdrop's backgrounds blended, bottom up, over the system
    /// background.
    private static func blended(_ backdrop: [View], _ style: UserInterfaceStyle) -> Color {
        backdrop.reversed().compactMap { $0.backgroundColor?.resolved(for: style) }.filter { $0.alpha > 0 }
            .reduce(Color.systemBackground.resolved(for: style)) { below, layer in blend(layer, over: below) }
    }

    private static func blend(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// WCAG 2's contrast ratio of `text` (blended over `background` when translucent) against `background`.
    static func ratio(_ text: Color, _ background: Color) -> CGFloat {
        let foreground = text.alpha < 1 ? blend(text, over: background) : text
        let (one, two) = (luminance(foreground), luminance(background))
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }

    private static func luminance(_ color: Color) -> CGFloat {
        func channel(_ value: CGFloat) -> CGFloat {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    private static func text(_ ratio: CGFloat) -> String { String(format: "%.1f:1", Double(ratio)) }

    private static func name(_ style: UserInterfaceStyle) -> String { style == .dark ? "dark" : "light" }
}
