import LayoutScene

extension LayoutGeometry {
    /// The constraints a `UIStackView` generates for its arrangement, as UIKit's `_UIOrderedLayoutArrangement`
    /// (along the axis) and `_UIAlignedLayoutArrangement` (across it) make them; an empty stack gets only UIKit's
    /// `'UISV-fix-for-app-bug-ambiguity' stack.height == 0 @1`. Empty for any other view.
    func stackConstraints(of view: View) -> [DesiredConstraint] {
        guard let stack = view as? StackView, let builder = StackConstraintBuilder(geometry: self, stack: stack) else {
            return []
        }
        guard !stack.arrangedSubviews.isEmpty else {
            return [builder.constraint("UISV-fix-for-app-bug-ambiguity", stack, .height, priority: 1)].compactMap { $0 }
        }
        return OrderedArrangement(builder: builder).constraints() + AlignedArrangement(builder: builder).constraints()
    }
}
