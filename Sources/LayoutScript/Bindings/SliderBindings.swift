import Foundation
import LayoutScene

/// `UISlider` / `Slider`: value and range, track and thumb colours.
enum SliderBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let slider = registry.type(Slider.self)
        slider.initializer("init()", []) { try $0.interpreter.makeView(Slider(), at: $0.span) }
        slider.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(Slider(frame: $0.get(0)), at: $0.span) }
        slider.property("value", \Slider.value)
        slider.property("minimumValue", \Slider.minimumValue)
        slider.property("maximumValue", \Slider.maximumValue)
        slider.property("minimumTrackTintColor", \Slider.minimumTrackTintColor)
        slider.property("maximumTrackTintColor", \Slider.maximumTrackTintColor)
        slider.property("thumbTintColor", \Slider.thumbTintColor)
        slider.property("isContinuous", \Slider.isContinuous)
        slider.method("setValue(_:animated:)", [t.float, t.bool]) {
            try $0.receiver(Slider.self).setValue($0.get(0), animated: $0.get(1)); return .void
        }
    }
}
