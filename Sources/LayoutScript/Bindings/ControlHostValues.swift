import LayoutScene

// The controls' values a scene can hold (controls themselves are layout items, already host values).
extension ControlState: HostValue {}
extension ControlEvent: HostValue {}
extension ContentHorizontalAlignment: HostValue {}
extension ContentVerticalAlignment: HostValue {}
extension ButtonType: HostValue {}
extension ButtonConfiguration: HostValue {}
extension ButtonConfiguration.Style: HostValue {}
extension ButtonConfiguration.CornerStyle: HostValue {}
extension ButtonConfiguration.BackgroundConfiguration: HostValue {}
extension DirectionalRectEdge: HostValue {}
extension TextFieldBorderStyle: HostValue {}
extension TextFieldViewMode: HostValue {}
extension ProgressViewStyle: HostValue {}
extension ActivityIndicatorStyle: HostValue {}
extension BlurEffectStyle: HostValue {}
extension VisualEffect: HostValue {}
extension SearchBarStyle: HostValue {}
