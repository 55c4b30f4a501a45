import LayoutScene

/// Everything a scene is drawn in, as plain values: the device setting (device, orientation, direction), the
/// appearance and the text size — one panel of a contact sheet, or the single picture of `render`.
///
/// ```swift
/// var configuration = SceneConfiguration()
/// configuration.appearance = .dark
/// configuration.traits.userInterfaceStyle // .dark
/// ```
public struct SceneConfiguration: Sendable, Hashable {
    /// The device, orientation and direction.
    public var display: DisplaySetting
    /// The appearance.
    public var appearance: AppearanceChoice
    /// The text size.
    public var contentSize: ContentSizeChoice

    /// A configuration; the defaults are no device, portrait, left to right, light and large.
    ///
    /// ```swift
    /// let configuration = SceneConfiguration(display: DisplaySetting(device: .iPad10), appearance: .dark)
    /// ```
    public init(display: DisplaySetting = DisplaySetting(), appearance: AppearanceChoice = .light,
                contentSize: ContentSizeChoice = ContentSizeChoice(.large)) {
        self.display = display
        self.appearance = appearance
        self.contentSize = contentSize
    }

    /// The system traits a scene is loaded with in this configuration (the device's size classes and scale are
    /// added when it is loaded).
    ///
    /// ```swift
    /// SceneConfiguration(appearance: .dark).traits.userInterfaceStyle // .dark
    /// ```
    public var traits: TraitCollection {
        TraitCollection(userInterfaceStyle: appearance.style, preferredContentSizeCategory: contentSize.category,
                        layoutDirection: display.direction)
    }
}
