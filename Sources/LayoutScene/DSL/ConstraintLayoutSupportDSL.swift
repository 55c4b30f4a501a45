/// `controller.topLayoutGuide.snp`: the `top`, `bottom` and `height` items of a layout support guide.
///
/// ```swift
/// make.top.equalTo(topLayoutGuide.snp.bottom)
/// ```
public struct ConstraintLayoutSupportDSL {
    let guide: LayoutGuide

    /// The guide's top.
    ///
    /// ```swift
    /// make.top.equalTo(bottomLayoutGuide.snp.top)
    /// ```
    public var top: ConstraintItem { ConstraintItem(target: guide, attributes: ConstraintAttributes(.top)) }

    /// The guide's bottom.
    ///
    /// ```swift
    /// make.top.equalTo(topLayoutGuide.snp.bottom)
    /// ```
    public var bottom: ConstraintItem { ConstraintItem(target: guide, attributes: ConstraintAttributes(.bottom)) }

    /// The guide's height.
    ///
    /// ```swift
    /// make.height.equalTo(topLayoutGuide.snp.height)
    /// ```
    public var height: ConstraintItem { ConstraintItem(target: guide, attributes: ConstraintAttributes(.height)) }
}
