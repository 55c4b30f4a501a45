/// One picture on a contact sheet and the caption above it.
///
/// ```swift
/// let panel = ContactSheetPanel(caption: "iPhone SE (3rd generation) · dark", picture: list)
/// ```
public struct ContactSheetPanel: Sendable, Hashable {
    /// The line above the picture, naming its configuration.
    public var caption: String
    /// The picture, as the painter made it.
    public var picture: DisplayList

    /// A panel.
    ///
    /// ```swift
    /// let panel = ContactSheetPanel(caption: "landscape", picture: list)
    /// ```
    public init(caption: String, picture: DisplayList) {
        self.caption = caption
        self.picture = picture
    }
}
