/// Which library's rules a constraint block follows where SnapKit and Masonry differ. Swift scenes use SnapKit's;
/// layoutviz gives a block written in Objective-C (`mas_makeConstraints:`) Masonry's:
///
/// | | `.snapKit` | `.masonry` |
/// |---|---|---|
/// | `updateConstraints` chain that matches no existing constraint | recorded with SnapKit's message, not added | added as a new constraint |
/// | constraint between views in different hierarchies | UIKit's "Unable to activate constraint with anchors …" | "couldn't find a common superview for … and …" |
/// | chain relating to the missing superview (`make.top.offset(8)` on a detached view) | "Expected superview but found nil …" | UIKit's "… Location attributes must be specified in pairs" |
/// | `equalTo(nil)` | not Swift | "attempting to add unsupported attribute: (null)" |
///
/// ```swift
/// badge.snp.dialect(.masonry).updateConstraints { make in
///     make.width.equalTo(40) // added when the badge has no width constraint yet
/// }
/// ```
public enum ConstraintDialect: Sendable, Equatable {
    /// SnapKit's rules, the default.
    case snapKit
    /// Masonry's rules.
    case masonry
}
