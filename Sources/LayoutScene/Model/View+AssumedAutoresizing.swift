extension View {
    /// Whether layout turns the frame into constraints: ``translatesAutoresizingMaskIntoConstraints``, unless
    /// ``assumesAutoresizingTranslationCleared``.
    ///
    /// ```swift
    /// for view in canvas.viewsInTreeOrder where view.translatesAutoresizingMaskEffectively { … }
    /// ```
    package var translatesAutoresizingMaskEffectively: Bool {
        translatesAutoresizingMaskIntoConstraints && !assumesAutoresizingTranslationCleared
    }

    /// Whether the flag is taken as cleared by code not given: the view is marked
    /// (``clearsAutoresizingTranslationWhenConstrained``), has constraints of its own, and nothing assigned the flag.
    ///
    /// ```swift
    /// if label.assumesAutoresizingTranslationCleared { print("cleared elsewhere") }
    /// ```
    package var assumesAutoresizingTranslationCleared: Bool {
        clearsAutoresizingTranslationWhenConstrained && !autoresizingTranslationIsAssigned
            && !activeLayoutConstraints.isEmpty
    }
}
