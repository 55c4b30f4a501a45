import LayoutEngine
import LayoutScene

/// What every part of the painter reads: the options, the layout result, where items are, their keys and the
/// badge maker.
struct PaintContext {
    let options: PaintOptions
    let result: LayoutResult
    let geometry: SceneGeometry
    let keys: SceneKeys
    let badgeMaker: BadgeMaker
    /// The system appearance views resolve their colours with, unless an override says otherwise.
    let appearance: UserInterfaceStyle

    var theme: Theme { options.theme }
    var boxes: ItemBoxes { ItemBoxes(geometry: geometry) }
}
