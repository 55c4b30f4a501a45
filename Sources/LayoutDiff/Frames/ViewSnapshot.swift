import Foundation

/// One view's line in a frames snapshot.
///
/// ```swift
/// let title = ViewSnapshot(name: "title", parentName: "card", frame: CGRect(x: 16, y: 12, width: 311, height: 27))
/// ```
public struct ViewSnapshot: Hashable, Sendable {
    /// The view's name (its stable path name such as `#0.2` when it has none; `root` for the canvas).
    ///
    /// ```swift
    /// snapshot.views.map(\.name) // ["root", "card", "title"]
    /// ```
    public var name: String
    /// The superview's name; `nil` for the canvas.
    ///
    /// ```swift
    /// title.parentName // "card"
    /// ```
    public var parentName: String?
    /// The frame in the superview's coordinates, in hundredths of a point.
    ///
    /// ```swift
    /// title.frame // CGRect(x: 16, y: 12, width: 311, height: 27)
    /// ```
    public var frame: CGRect
    /// The attributes the constraints leave open (`x`, `y`, `width`, `height`, `contentWidth`, `contentHeight`).
    ///
    /// ```swift
    /// badge.ambiguousAttributes // ["x"]
    /// ```
    public var ambiguousAttributes: [String]
    /// The label text summary, for labels only.
    ///
    /// ```swift
    /// title.text?.lineCount // 1
    /// ```
    public var text: LabelTextSummary?

    /// Creates an entry; the frame is rounded to hundredths of a point, as snapshots store it.
    ///
    /// ```swift
    /// let badge = ViewSnapshot(name: "badge", parentName: "card", frame: .zero, ambiguousAttributes: ["x"])
    /// ```
    public init(name: String, parentName: String?, frame: CGRect, ambiguousAttributes: [String] = [],
                text: LabelTextSummary? = nil) {
        self.name = name
        self.parentName = parentName
        self.frame = CGRect(x: SnapshotNumber.rounded(frame.origin.x), y: SnapshotNumber.rounded(frame.origin.y),
                            width: SnapshotNumber.rounded(frame.size.width),
                            height: SnapshotNumber.rounded(frame.size.height))
        self.ambiguousAttributes = ambiguousAttributes
        self.text = text
    }
}
