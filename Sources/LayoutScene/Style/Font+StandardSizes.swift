import Foundation

/// UIKit's standard font sizes, as `UIFont`'s class properties. Apple documents the properties but not their values
/// and the reference gives none: these are the values iOS 13–17 return on iPhone, estimates kept in this one table.
///
/// ```swift
/// label.font = .systemFont(ofSize: UIFont.labelFontSize) // 17 pt
/// ```
extension Font {
    /// `UIFont.systemFontSize`: 14 (an estimate).
    public static let systemFontSize: CGFloat = 14
    /// `UIFont.smallSystemFontSize`: 12 (an estimate).
    public static let smallSystemFontSize: CGFloat = 12
    /// `UIFont.labelFontSize`: 17, a label's default size (an estimate).
    public static let labelFontSize: CGFloat = 17
    /// `UIFont.buttonFontSize`: 18 (an estimate).
    public static let buttonFontSize: CGFloat = 18
}
