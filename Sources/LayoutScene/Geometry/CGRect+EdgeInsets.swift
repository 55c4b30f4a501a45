import Foundation

extension CGRect {
    /// The rectangle with each side moved in by the inset on that side, as UIKit's `CGRect.inset(by:)`; insets wider
    /// than the rectangle leave it empty at the middle of what remains.
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 100, height: 40).inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    /// // (8, 4, 84, 32)
    /// ```
    public func inset(by insets: EdgeInsets) -> CGRect {
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        return CGRect(x: width < 0 ? origin.x + insets.left + width / 2 : origin.x + insets.left,
                      y: height < 0 ? origin.y + insets.top + height / 2 : origin.y + insets.top,
                      width: max(0, width), height: max(0, height))
    }
}
