/// Something the painter changed or left out to draw a scene it could not draw as it is.
///
/// ```swift
/// for warning in list.warnings { print(warning) } // warning: label 'body': text of 12000 characters cut to 10000
/// ```
public struct PaintWarning: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    ///
    /// ```swift
    /// if warning.kind == .viewSkipped { print("a view is missing from the picture") }
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A label's text was longer than ``PaintLimits/maximumLabelCharacters`` and was cut.
        ///
        /// ```swift
        /// list.warnings.contains { $0.kind == .labelTextCut }
        /// ```
        case labelTextCut
        /// A label's measured text had numbers that are not finite; the text was not drawn.
        ///
        /// ```swift
        /// PaintWarning.Kind.labelTextSkipped.rawValue // "labelTextSkipped"
        /// ```
        case labelTextSkipped
        /// A view's frame was not finite (or the view was not in the layout result); it and its subviews were not
        /// drawn.
        ///
        /// ```swift
        /// PaintWarning.Kind.viewSkipped.rawValue // "viewSkipped"
        /// ```
        case viewSkipped
        /// A view's or layout guide's frame reached past ``PaintLimits/maximumCoordinate`` and was clamped.
        ///
        /// ```swift
        /// PaintWarning.Kind.frameClamped.rawValue // "frameClamped"
        /// ```
        case frameClamped
        /// A constraint was not drawn: an item has no usable frame, or its attributes cannot be drawn together.
        ///
        /// ```swift
        /// PaintWarning.Kind.constraintSkipped.rawValue // "constraintSkipped"
        /// ```
        case constraintSkipped
        /// An option was out of range (negative or not finite padding) and was replaced.
        ///
        /// ```swift
        /// PaintWarning.Kind.optionReplaced.rawValue // "optionReplaced"
        /// ```
        case optionReplaced
        /// An image the renderer cannot decode (a JPEG) was drawn as a placeholder.
        ///
        /// ```swift
        /// PaintWarning.Kind.imageNotDecoded.rawValue // "imageNotDecoded"
        /// ```
        case imageNotDecoded
    }

    /// What happened.
    ///
    /// ```swift
    /// let cuts = list.warnings.filter { $0.kind == .labelTextCut }
    /// ```
    public let kind: Kind
    /// The explanation, naming the view or constraint.
    ///
    /// ```swift
    /// list.warnings.forEach { print($0.message) }
    /// ```
    public let message: String

    /// Creates a warning.
    ///
    /// ```swift
    /// let warning = PaintWarning(kind: .viewSkipped, message: "view 'card' has frame (nan, 0, 10, 10); not drawn")
    /// ```
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `warning: ` and the message.
    ///
    /// ```swift
    /// print(warning) // warning: view 'card' has frame (nan, 0, 10, 10); not drawn
    /// ```
    public var description: String { "warning: \(message)" }
}
