import ArgumentParser
import LayoutScene

/// `--direction ltr|rtl`: the system layout direction a scene is loaded in (`traitCollection.layoutDirection`, the
/// direction a canvas takes when it is made).
///
/// ```swift
/// DirectionChoice(argument: "rtl")?.direction // .rightToLeft
/// ```
public enum DirectionChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Left to right (the default): leading is left.
    case ltr
    /// Right to left: leading is right, labels' natural alignment is right.
    case rtl

    /// The trait value.
    ///
    /// ```swift
    /// DirectionChoice.rtl.direction // .rightToLeft
    /// ```
    public var direction: LayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
}
