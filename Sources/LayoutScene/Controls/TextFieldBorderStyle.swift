/// The border a text field draws, as `UITextField.BorderStyle`.
///
/// ```swift
/// email.borderStyle = .roundedRect
/// ```
public enum TextFieldBorderStyle: String, CaseIterable, Hashable, Sendable {
    /// No border (the default).
    case none
    /// A thin rectangle.
    case line
    /// A rectangle with a bevelled look (drawn as a slightly heavier rectangle).
    case bezel
    /// A rounded rectangle with a light grey outline.
    case roundedRect
}

/// When a text field shows its left view, right view or clear button, as `UITextField.ViewMode`. A picture shows a
/// field that is not being edited, so `.whileEditing` hides and `.unlessEditing` shows.
///
/// ```swift
/// search.leftViewMode = .always
/// ```
public enum TextFieldViewMode: String, CaseIterable, Hashable, Sendable {
    /// Never shown.
    case never
    /// Shown only while editing (so not in a picture).
    case whileEditing
    /// Shown unless editing (so in a picture).
    case unlessEditing
    /// Always shown.
    case always

    /// Whether a field at rest shows the view.
    ///
    /// ```swift
    /// TextFieldViewMode.unlessEditing.showsAtRest // true
    /// ```
    public var showsAtRest: Bool { self == .always || self == .unlessEditing }
}
