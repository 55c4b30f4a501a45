import Foundation

/// A row of segments, one selected, as `UISegmentedControl(items:)`: 32 pt tall; each segment is as wide as the
/// widest title (measured with the layout's text measurer, 13 pt, rounded up to whole points) plus 14 pt at each
/// side, unless it has a width set with ``setWidth(_:forSegmentAt:)`` (``ControlMetrics``).
///
/// ```swift
/// let units = UISegmentedControl(items: ["Metric", "Imperial"])
/// units.selectedSegmentIndex = 0
/// ```
open class SegmentedControl: Control, TextSizedView {
    /// UIKit's "no segment selected" index.
    ///
    /// ```swift
    /// units.selectedSegmentIndex = UISegmentedControl.noSegment
    /// ```
    public static let noSegment = -1

    /// The segments' titles, left to right.
    public private(set) var titles: [String]
    /// The selected segment, or ``noSegment``.
    public var selectedSegmentIndex = SegmentedControl.noSegment
    /// The selected segment's colour; `nil` is white.
    public var selectedSegmentTintColor: Color?
    /// Widths set per segment (0 or missing: sized from the titles).
    private var fixedWidths: [Int: CGFloat] = [:]

    /// A control with one segment per title.
    ///
    /// ```swift
    /// let filter = UISegmentedControl(items: ["All", "Unread"])
    /// ```
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
    }

    /// An empty control with a frame.
    ///
    /// ```swift
    /// let filter = UISegmentedControl(frame: .zero)
    /// ```
    public override init(frame: CGRect) {
        titles = []
        super.init(frame: frame)
    }

    /// An empty control.
    ///
    /// ```swift
    /// let filter = UISegmentedControl()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Controls are built in code, never unarchived: there is nothing to decode, so this always fails. It exists so
    /// that subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are.
    ///
    /// ```swift
    /// units.numberOfSegments // 2
    /// ```
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `index` (clamped to the ends).
    ///
    /// ```swift
    /// filter.insertSegment(withTitle: "Flagged", at: 2, animated: false)
    /// ```
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, index), titles.count))
    }

    /// Removes the segment at `index` (an index out of range does nothing).
    ///
    /// ```swift
    /// filter.removeSegment(at: 0, animated: false)
    /// ```
    public func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    /// Removes every segment.
    ///
    /// ```swift
    /// filter.removeAllSegments()
    /// ```
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = SegmentedControl.noSegment
    }

    /// Sets the title of the segment at `index` (an index out of range does nothing).
    ///
    /// ```swift
    /// units.setTitle("US", forSegmentAt: 1)
    /// ```
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title ?? ""
    }

    /// The title of the segment at `index`, `nil` out of range.
    ///
    /// ```swift
    /// units.titleForSegment(at: 0) // "Metric"
    /// ```
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Gives the segment at `index` a fixed width (0 sizes it from the titles again).
    ///
    /// ```swift
    /// units.setWidth(80, forSegmentAt: 0)
    /// ```
    public func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        fixedWidths[index] = width.isFinite && width > 0 ? width : nil
    }

    /// The fixed width of the segment at `index`, 0 when it is sized from the titles.
    ///
    /// ```swift
    /// units.widthForSegment(at: 0) // 80
    /// ```
    public func widthForSegment(at index: Int) -> CGFloat {
        fixedWidths[index] ?? 0
    }

    /// The font of a segment's title: 13 pt, medium weight for the selected segment.
    ///
    /// ```swift
    /// units.titleFont(selected: true).weight // .medium
    /// ```
    public func titleFont(selected: Bool) -> Font {
        .systemFont(ofSize: ControlMetrics.segmentTitleSize, weight: selected ? .medium : .regular)
    }

    /// The widths of the segments when the control is `width` wide: fixed widths as set, the rest share what is
    /// left equally (UIKit's equal-width segments).
    ///
    /// ```swift
    /// units.segmentWidths(in: 200) // [100, 100]
    /// ```
    public func segmentWidths(in width: CGFloat) -> [CGFloat] {
        let fixed = titles.indices.reduce(CGFloat(0)) { $0 + (fixedWidths[$1] ?? 0) }
        let flexible = titles.indices.filter { fixedWidths[$0] == nil }.count
        let share = flexible > 0 ? max(0, width - fixed) / CGFloat(flexible) : 0
        return titles.indices.map { fixedWidths[$0] ?? share }
    }

    /// The intrinsic size from the last layout (see the type's description).
    ///
    /// ```swift
    /// canvas.layout()
    /// units.intrinsicContentSize
    /// ```
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    /// Measures every title (the selected one in its medium weight), one text per segment.
    ///
    /// ```swift
    /// let content = units.measureTextContent(width: nil) { MonospacedTextMeasurer().measure($0) }
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let texts = titles.enumerated().map { index, title in
            title.isEmpty ? TextMetrics.empty
                : measure(TextMeasureRequest(text: title, font: titleFont(selected: index == selectedSegmentIndex),
                                             maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        }
        let widest = texts.map { $0.roundedSize.width }.max() ?? 0
        let segment = widest + 2 * ControlMetrics.segmentTitlePadding
        let total = titles.indices.reduce(CGFloat(0)) { $0 + (fixedWidths[$1] ?? segment) }
        return TextContent(intrinsicSize: CGSize(width: total, height: ControlMetrics.segmentedHeight), texts: texts)
    }
}

/// UIKit's name for ``SegmentedControl``.
///
/// ```swift
/// let units = UISegmentedControl(items: ["Metric", "Imperial"])
/// ```
public typealias UISegmentedControl = SegmentedControl
