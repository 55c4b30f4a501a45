import Foundation

/// A size anchor (`widthAnchor`, `heightAnchor`), as `NSLayoutDimension`: besides relating to another dimension
/// it takes a constant size and a multiplier.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1).isActive = true
/// ```
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`, inactive.
    ///
    /// ```swift
    /// divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
    /// ```
    public func constraint(equalToConstant constant: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        fixed(.equal, constant, at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self >= constant`, inactive.
    ///
    /// ```swift
    /// button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        fixed(.greaterThanOrEqual, constant, at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self <= constant`, inactive.
    ///
    /// ```swift
    /// label.widthAnchor.constraint(lessThanOrEqualToConstant: 240).isActive = true
    /// ```
    public func constraint(lessThanOrEqualToConstant constant: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        fixed(.lessThanOrEqual, constant, at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self == anchor × multiplier + constant`, inactive.
    ///
    /// ```swift
    /// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0).isActive = true
    /// ```
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.equal, to: anchor, multiplier: multiplier, constant: constant,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self >= anchor × multiplier + constant`, inactive.
    ///
    /// ```swift
    /// panel.widthAnchor.constraint(greaterThanOrEqualTo: view.widthAnchor, multiplier: 0.5).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// `self <= anchor × multiplier + constant`, inactive.
    ///
    /// ```swift
    /// panel.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.8).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    private func fixed(_ relation: LayoutRelation, _ constant: CGFloat, at location: SourceLocation)
        -> LayoutConstraint {
        constraint(relation, to: nil, constant: constant, at: location)
    }
}

/// UIKit's name for ``LayoutDimension``.
///
/// ```swift
/// let width: NSLayoutDimension = avatar.widthAnchor
/// ```
public typealias NSLayoutDimension = LayoutDimension
