import Foundation
import LayoutScene

/// The look of UIKit's controls in the light system colours (``LayoutScene/ControlMetrics``): what each draws above
/// its background and below its subviews, the class its view group gets (`button`, `switch`, …) and how much a
/// disabled control dims.
struct ControlPainter {
    let measurer: any TextMeasuring

    /// The class of `view`'s group beside `view`, or `nil` for a view that is not a control.
    static func kind(of view: View) -> String? {
        switch view {
        case is Button: "button"
        case is TextField: "text-field"
        case is TextView: "text-view"
        case is Switch: "switch"
        case is Slider: "slider"
        case is ProgressView: "progress-view"
        case is ActivityIndicatorView: "activity-indicator"
        case is SegmentedControl: "segmented-control"
        case is PageControl: "page-control"
        case is Stepper: "stepper"
        case is VisualEffectView: "visual-effect-view"
        case is WebView: "web-view"
        case is PlaceholderView: "placeholder-view"
        case is NavigationBar: "navigation-bar"
        default: nil
        }
    }

    /// The opacity a control multiplies its own by: dimmed when a switch, slider, stepper, segmented or page control
    /// is disabled (buttons and text fields grey their text instead).
    static func opacity(of view: View) -> CGFloat {
        switch view {
        case let control as Control where !control.isEnabled && !(control is Button) && !(control is TextField):
            ControlMetrics.disabledAlpha
        default: 1
        }
    }

    /// The control's parts inside `rect`, with ids under `prefix`.
    func items(for view: View, in rect: CGRect, prefix: String, state: inout PaintState) -> [DisplayItem] {
        guard let kind = Self.kind(of: view) else { return [] }
        var drawing = ControlDrawing(kind: kind, prefix: prefix)
        switch view {
        case let button as Button:
            ButtonPainter(button: button, rect: rect, measurer: measurer).draw(into: &drawing, state: &state)
        case let field as TextField:
            if field is SearchTextField { drawMagnifyingGlass(in: rect, for: field, into: &drawing, state: &state) }
            TextFieldPainter(field: field, rect: rect, measurer: measurer).draw(into: &drawing, state: &state)
        case let textView as TextView: TextViewPainter(textView: textView, rect: rect).draw(into: &drawing, state: &state)
        case let toggle as Switch: SwitchPainter(toggle: toggle, rect: rect).draw(into: &drawing, state: &state)
        case let slider as Slider: SliderPainter(slider: slider, rect: rect).draw(into: &drawing, state: &state)
        case let progress as ProgressView:
            ProgressPainter(progress: progress, rect: rect).draw(into: &drawing, state: &state)
        case let spinner as ActivityIndicatorView:
            ActivityIndicatorPainter(spinner: spinner, rect: rect).draw(into: &drawing, state: &state)
        case let segmented as SegmentedControl:
            SegmentedControlPainter(control: segmented, rect: rect).draw(into: &drawing, state: &state)
        case let pages as PageControl: PageControlPainter(control: pages, rect: rect).draw(into: &drawing, state: &state)
        case let stepper as Stepper: StepperPainter(stepper: stepper, rect: rect).draw(into: &drawing, state: &state)
        case let web as WebView: WebViewPainter(web: web, rect: rect, measurer: measurer).draw(into: &drawing, state: &state)
        case let placeholder as PlaceholderView:
            PlaceholderViewPainter(view: placeholder, rect: rect, measurer: measurer).draw(into: &drawing, state: &state)
        case let bar as NavigationBar:
            if let image = bar.backgroundImage(for: .default) {
                drawing.append(ImageContentPainter(measurer: measurer).backgroundItems(
                    for: image, in: rect, tint: bar.tintColor, prefix: drawing.prefix, state: &state))
            }
        case let effect as VisualEffectView:
            drawing.shape("effect", rect, cornerRadius: effect.layer.cornerRadius, fill: effect.effectFill, state: &state)
        default: break
        }
        return drawing.items
    }

    /// A search field's magnifying glass, in the placeholder colour at the field's leading edge, centred vertically.
    private func drawMagnifyingGlass(in rect: CGRect, for field: TextField, into drawing: inout ControlDrawing,
                                     state: inout PaintState) {
        let glyph = ControlMetrics.searchGlyph
        let leftToRight = field.effectiveUserInterfaceLayoutDirection == .leftToRight
        let x = leftToRight ? rect.minX + glyph.leading : rect.maxX - glyph.leading - glyph.side
        let square = CGRect(x: x, y: rect.midY - glyph.side / 2, width: glyph.side, height: glyph.side)
        drawing.append(SymbolPlaceholderPainter(measurer: measurer).items(
            symbol: "magnifyingglass", in: square, color: .secondaryLabel,
            id: state.claim("\(drawing.prefix)-magnifyingglass")))
    }
}
