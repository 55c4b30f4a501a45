/// Every binding file, in the order they fill the registry.
enum HostBindings {
    static var all: [(HostRegistry) -> Void] {
        [
            ViewBindings.bind, AccessibilityBindings.bind, LabelBindings.bind, ScrollViewBindings.bind, StackViewBindings.bind,
            CanvasBindings.bind, GuideBindings.bind,
            ViewControllerBindings.bind, ContainerControllerBindings.bind, ListControllerBindings.bind, TabBarControllerBindings.bind,
            NavigationItemBindings.bind, PropertyAnimatorBindings.bind,
            LayerBindings.bind, ScreenAndDispatchBindings.bind, TaskBindings.bind, IndexPathBindings.bind, AnimationBindings.bind, ColorBindings.bind,
            FontBindings.bind, ApplicationBindings.bind, BundleBindings.bind, UserDefaultsBindings.bind, DeviceBindings.bind,
            DynamicTypeBindings.bind, GeometryBindings.bind, TransformBindings.bind,
            PriorityBindings.bind, EnumBindings.bind, ConstraintBindings.bind, VisualFormatBindings.bind, DSLNamespaceBindings.bind,
            AnchorBindings.bind, DSLChainBindings.bind, TraitBindings.bind,
            ControlBindings.bind, ButtonBindings.bind, ButtonConfigurationBindings.bind, TextFieldBindings.bind,
            TextViewBindings.bind, SwitchBindings.bind, SliderBindings.bind, ProgressViewBindings.bind,
            ActivityIndicatorBindings.bind, SegmentedControlBindings.bind, PageControlBindings.bind,
            StepperBindings.bind, VisualEffectBindings.bind,
            ImageBindings.bind, ImageContextBindings.bind, AssetColorBindings.bind, AssetResourceBindings.bind, ImageViewBindings.bind,
            TableViewBindings.bind,
            CollectionViewBindings.bind, CompositionalLayoutBindings.bind, DiffableDataSourceBindings.bind,
            ListContentBindings.bind, SearchBindings.bind, ScannerBindings.bind, WebViewBindings.bind,
            TableViewCellBindings.bind, CollectionViewCellBindings.bind, FittingBindings.bind,
            AttributedStringBindings.bind, TextMeasurementBindings.bind,
        ]
    }
}
