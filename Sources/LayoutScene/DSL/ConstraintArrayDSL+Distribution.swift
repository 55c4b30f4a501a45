import Foundation

extension ConstraintArrayDSL {
    /// Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:…`: equal-size views with `fixedSpacing`
    /// between them, `leadSpacing` before the first and `tailSpacing` after the last, in their common superview.
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
    /// ```
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat,
                                tailSpacing: CGFloat, _ file: String = #fileID, _ line: UInt = #line,
                                _ column: UInt = #column) -> [Constraint] {
        let location = SourceLocation(file: file, line: Int(line), column: Int(column))
        guard let container = commonSuperview(at: location) else { return [] }
        var made: [Constraint] = []
        for (index, view) in views.enumerated() {
            made += ConstraintLifecycle.make(view, dialect) { make in
                let chain = Chain(make: make, axis: axis)
                if index == 0 {
                    chain.leadEdge.equalTo(container, file, line, column).offset(leadSpacing)
                    return
                }
                let previous = views[index - 1]
                chain.length.equalTo(previous, file, line, column)
                chain.leadEdge.equalTo(chain.tailItem(of: previous), file, line, column).offset(fixedSpacing)
                if index == views.count - 1 {
                    chain.tailEdge.equalTo(container, file, line, column).offset(-tailSpacing)
                }
            }
        }
        return made
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedItemLength:…`: views of `fixedItemLength` spread so the
    /// first starts `leadSpacing` in and the last ends `tailSpacing` before the end, with equal gaps. The tail
    /// edges use multipliers of the superview's tail, so this relies on solving in the superview's own bounds.
    ///
    /// ```swift
    /// [a, b, c].snp.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
    /// ```
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat,
                                tailSpacing: CGFloat, _ file: String = #fileID, _ line: UInt = #line,
                                _ column: UInt = #column) -> [Constraint] {
        let location = SourceLocation(file: file, line: Int(line), column: Int(column))
        guard let container = commonSuperview(at: location) else { return [] }
        let last = CGFloat(views.count - 1)
        var made: [Constraint] = []
        for (index, view) in views.enumerated() {
            made += ConstraintLifecycle.make(view, dialect) { make in
                let chain = Chain(make: make, axis: axis)
                chain.length.equalTo(fixedItemLength, file, line, column)
                if index == 0 {
                    chain.leadEdge.equalTo(container, file, line, column).offset(leadSpacing)
                } else if index == views.count - 1 {
                    chain.tailEdge.equalTo(container, file, line, column).offset(-tailSpacing)
                } else {
                    let position = CGFloat(index)
                    let offset = (1 - position / last) * (fixedItemLength + leadSpacing) - position * tailSpacing / last
                    chain.tailEdge.equalTo(container, file, line, column).multipliedBy(position / last).offset(offset)
                }
            }
        }
        return made
    }

    /// The nearest view containing every view, or `nil` (with Masonry's diagnostic) when there is none.
    private func commonSuperview(at location: SourceLocation) -> View? {
        guard views.count > 1 else {
            views.first?.recordMisuse(DiagnosticMessages.distributeNeedsTwo, at: location)
            return nil
        }
        var common: View? = views[0].superview
        for view in views.dropFirst() {
            common = common.flatMap { candidate in view.superview.flatMap { candidate.nearestCommonAncestor(with: $0) } }
        }
        guard let common else {
            views[0].recordMisuse(DiagnosticMessages.distributeNeedsCommonSuperview, at: location)
            return nil
        }
        return common
    }

    /// The lead edge, tail edge and length attributes of one axis.
    private struct Chain {
        let make: ConstraintMaker
        let axis: LayoutAxis

        var leadEdge: ConstraintMakerExtendable { axis == .horizontal ? make.left : make.top }
        var tailEdge: ConstraintMakerExtendable { axis == .horizontal ? make.right : make.bottom }
        var length: ConstraintMakerExtendable { axis == .horizontal ? make.width : make.height }

        func tailItem(of view: View) -> ConstraintItem {
            axis == .horizontal ? view.snp.right : view.snp.bottom
        }
    }
}
