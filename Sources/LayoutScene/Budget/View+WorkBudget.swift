extension View {
    /// The work budget laying this view out spends from: its canvas's, else the scene's being loaded
    /// (``WorkBudget/current``), else a budget of the default size of its own.
    ///
    /// ```swift
    /// cell.sceneWorkBudget.spend(1, in: .layout, on: "a fitting pass")
    /// ```
    public var sceneWorkBudget: WorkBudget {
        (rootView as? Canvas)?.workBudget ?? WorkBudget.current ?? WorkBudget()
    }
}

extension View {
    /// Where the scene placed the view: its first active constraint's position, if any; what an exhausted budget
    /// names for a view.
    package var placementLocation: SourceLocation? {
        activeLayoutConstraints.lazy.compactMap(\.location).first
    }
}
