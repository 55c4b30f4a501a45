import Foundation
import LayoutScene

/// One entry of a ``FramesDiff``.
///
/// ```swift
/// for change in diff.changes { print(change) } // title: height 20→24 / 7 views below moved +4 / badge added
/// ```
public enum FramesChange: Hashable, Sendable, CustomStringConvertible {
    /// The canvas changed size: `canvas 375x667→390x844`.
    ///
    /// ```swift
    /// FramesChange.canvasResized(from: CGSize(width: 375, height: 667), to: CGSize(width: 390, height: 844))
    /// ```
    case canvasResized(from: CGSize, to: CGSize)
    /// A view in both snapshots changed: `title: y +4 (height 20→24)`.
    ///
    /// ```swift
    /// if case let .viewChanged(change) = entry { print(change.offset) }
    /// ```
    case viewChanged(ViewChange)
    /// Views moved along with the change before them: `subtitle, footer: y +4`, `7 views below moved +4`.
    ///
    /// ```swift
    /// if case let .viewsMoved(group) = entry { print(group.names) }
    /// ```
    case viewsMoved(MovedViews)
    /// A view only the actual snapshot has, with how many of its descendants are new with it:
    /// `badge added`, `panel added with 2 subviews`.
    ///
    /// ```swift
    /// FramesChange.viewAdded(name: "badge", subviews: 0).description // "badge added"
    /// ```
    case viewAdded(name: String, subviews: Int)
    /// A view only the reference has, with how many of its descendants went with it: `footer removed`.
    ///
    /// ```swift
    /// FramesChange.viewRemoved(name: "footer", subviews: 1).description // "footer removed with 1 subview"
    /// ```
    case viewRemoved(name: String, subviews: Int)
    /// A diagnostic only the actual layout reports.
    ///
    /// ```swift
    /// if case let .diagnosticAdded(diagnostic) = entry { print(diagnostic.message) }
    /// ```
    case diagnosticAdded(LayoutDiagnostic)
    /// A diagnostic the reference reported and the actual layout no longer does.
    ///
    /// ```swift
    /// if case let .diagnosticRemoved(diagnostic) = entry { print("fixed:", diagnostic.message) }
    /// ```
    case diagnosticRemoved(LayoutDiagnostic)

    /// One line naming the change; names with spaces are quoted. A diagnostic is given by its position,
    /// severity and the first line of its message (``fullText`` has all of it).
    ///
    /// ```swift
    /// FramesChange.viewAdded(name: "badge", subviews: 0).description // "badge added"
    /// ```
    public var description: String {
        switch self {
        case let .canvasResized(from, to):
            return "canvas \(Self.size(from))→\(Self.size(to))"
        case let .viewChanged(change):
            return change.description
        case let .viewsMoved(group):
            return group.description
        case let .viewAdded(name, subviews):
            return "\(Self.displayName(name)) added\(Self.subviewSuffix(subviews))"
        case let .viewRemoved(name, subviews):
            return "\(Self.displayName(name)) removed\(Self.subviewSuffix(subviews))"
        case let .diagnosticAdded(diagnostic):
            return "diagnostic added: " + Self.firstLine(diagnostic)
        case let .diagnosticRemoved(diagnostic):
            return "diagnostic removed: " + Self.firstLine(diagnostic)
        }
    }

    /// The change in full: for a diagnostic, its whole message (a conflict's constraint log included), else
    /// ``description``.
    ///
    /// ```swift
    /// print(change.fullText) // diagnostic added: card.swiftlay:18:23: error: Unable to … (every line)
    /// ```
    public var fullText: String {
        switch self {
        case let .diagnosticAdded(diagnostic): "diagnostic added: \(diagnostic)"
        case let .diagnosticRemoved(diagnostic): "diagnostic removed: \(diagnostic)"
        default: description
        }
    }

    /// Whether the change is about a diagnostic rather than the geometry.
    ///
    /// ```swift
    /// diff.changes.filter(\.isDiagnostic).count // 2
    /// ```
    public var isDiagnostic: Bool {
        switch self {
        case .diagnosticAdded, .diagnosticRemoved: true
        default: false
        }
    }

    /// A view name as summaries print it: bare, or quoted when it has spaces or quotes.
    static func displayName(_ name: String) -> String {
        SnapshotText.word(name)
    }

    private static func size(_ size: CGSize) -> String {
        "\(SnapshotNumber.text(size.width))x\(SnapshotNumber.text(size.height))"
    }

    private static func subviewSuffix(_ count: Int) -> String {
        switch count {
        case 0: ""
        case 1: " with 1 subview"
        default: " with \(count) subviews"
        }
    }

    private static func firstLine(_ diagnostic: LayoutDiagnostic) -> String {
        let first = diagnostic.message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let prefix = diagnostic.location.map { "\($0): " } ?? ""
        return "\(prefix)\(diagnostic.severity.rawValue): \(first.trimmingCharacters(in: .whitespaces))"
    }
}
