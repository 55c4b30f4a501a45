import Foundation

/// The spacing UIKit calls *system spacing*: what `constraint(equalToSystemSpacingAfter:multiplier:)`,
/// `constraint(equalToSystemSpacingBelow:multiplier:)` and `UIStackView.spacingUseSystem` resolve to. UIKit works it
/// out per pair of views (between baselines it follows the fonts); 8 points is the usual value between sibling views,
/// so it is an **estimate**, kept here as the one place to correct it.
///
/// ```swift
/// SystemSpacing.standard // 8
/// ```
public enum SystemSpacing {
    /// The gap between two neighbouring views' edges or baselines. Estimate.
    public static let standard: CGFloat = 8
}

extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × system spacing`, inactive: `label.leadingAnchor.constraint(
    /// equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)` puts the label the standard gap after the icon.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 2).isActive = true
    /// ```
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.equal, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }

    /// `self >= anchor + multiplier × system spacing`, inactive.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }

    /// `self <= anchor + multiplier × system spacing`, inactive.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × system spacing`, inactive: `body.topAnchor.constraint(equalToSystemSpacingBelow:
    /// title.bottomAnchor, multiplier: 1)` puts the body the standard gap below the title.
    ///
    /// ```swift
    /// body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1).isActive = true
    /// ```
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.equal, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }

    /// `self >= anchor + multiplier × system spacing`, inactive.
    ///
    /// ```swift
    /// body.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }

    /// `self <= anchor + multiplier × system spacing`, inactive.
    ///
    /// ```swift
    /// body.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
                           file: String = #fileID, line: UInt = #line, column: UInt = #column) -> LayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier: multiplier, file: file, line: line, column: column)
    }
}

extension LayoutAnchor {
    /// `self relation anchor + multiplier × system spacing`, made at the caller's position.
    func spaced(_ relation: LayoutRelation, from anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat,
                file: String, line: UInt, column: UInt) -> LayoutConstraint {
        relate(relation, to: anchor, constant: SystemSpacing.standard * multiplier,
               at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }
}
