import Foundation
import LayoutScene

/// The controls' host types with their UIKit and canonical spellings, and their nested enums and values
/// (`UIButton.ButtonType`, `UIButton.Configuration`, `UITextField.BorderStyle`, `UIControl.State`, …).
enum ControlTypeDeclarations {
    static func declare(in registry: HostRegistry, view: HostType) {
        let control = registry.declare(Control.self, "UIControl", aliases: ["Control"], parent: view, isValueType: false)
        control.nestedTypes["State"] = registry.declare(ControlState.self, "UIControl.State",
                                                        aliases: ["ControlState"], isValueType: true)
        control.nestedTypes["Event"] = registry.declare(ControlEvent.self, "UIControl.Event",
                                                        aliases: ["ControlEvent"], isValueType: true)
        control.nestedTypes["ContentHorizontalAlignment"] = registry.declare(
            ContentHorizontalAlignment.self, "UIControl.ContentHorizontalAlignment",
            aliases: ["ContentHorizontalAlignment"], isValueType: true)
        control.nestedTypes["ContentVerticalAlignment"] = registry.declare(
            ContentVerticalAlignment.self, "UIControl.ContentVerticalAlignment",
            aliases: ["ContentVerticalAlignment"], isValueType: true)

        let button = registry.declare(Button.self, "UIButton", aliases: ["Button"], parent: control, isValueType: false)
        button.nestedTypes["ButtonType"] = registry.declare(ButtonType.self, "UIButton.ButtonType",
                                                            aliases: ["ButtonType"], isValueType: true)
        let configuration = registry.declare(ButtonConfiguration.self, "UIButton.Configuration",
                                             aliases: ["ButtonConfiguration"], isValueType: true)
        button.nestedTypes["Configuration"] = configuration
        configuration.nestedTypes["CornerStyle"] = registry.declare(
            ButtonConfiguration.CornerStyle.self, "UIButton.Configuration.CornerStyle", isValueType: true)
        configuration.nestedTypes["Style"] = registry.declare(ButtonConfiguration.Style.self,
                                                              "UIButton.Configuration.Style", isValueType: true)
        registry.declare(ButtonConfiguration.BackgroundConfiguration.self, "UIBackgroundConfiguration",
                         isValueType: true)
        registry.declare(DirectionalRectEdge.self, "NSDirectionalRectEdge", aliases: ["DirectionalRectEdge"],
                         isValueType: true)

        let field = registry.declare(TextField.self, "UITextField", aliases: ["TextField"], parent: control,
                                     isValueType: false)
        field.nestedTypes["BorderStyle"] = registry.declare(TextFieldBorderStyle.self, "UITextField.BorderStyle",
                                                            aliases: ["TextFieldBorderStyle"], isValueType: true)
        field.nestedTypes["ViewMode"] = registry.declare(TextFieldViewMode.self, "UITextField.ViewMode",
                                                         aliases: ["TextFieldViewMode"], isValueType: true)
        registry.declare(SearchTextField.self, "UISearchTextField", aliases: ["SearchTextField"], parent: field,
                         isValueType: false)
        let search = registry.declare(SearchBar.self, "UISearchBar", aliases: ["SearchBar"], parent: view,
                                      isValueType: false)
        search.nestedTypes["Style"] = registry.declare(SearchBarStyle.self, "UISearchBar.Style",
                                                       aliases: ["UISearchBarStyle"], isValueType: true)
        registry.declare(TextView.self, "UITextView", aliases: ["TextView"], parent: registry.type(ScrollView.self),
                         isValueType: false)
        registry.declare(Switch.self, "UISwitch", aliases: ["Switch"], parent: control, isValueType: false)
        registry.declare(Slider.self, "UISlider", aliases: ["Slider"], parent: control, isValueType: false)
        registry.declare(Stepper.self, "UIStepper", aliases: ["Stepper"], parent: control, isValueType: false)
        registry.declare(PageControl.self, "UIPageControl", aliases: ["PageControl"], parent: control,
                         isValueType: false)
        registry.declare(SegmentedControl.self, "UISegmentedControl", aliases: ["SegmentedControl"], parent: control,
                         isValueType: false)
        let progress = registry.declare(ProgressView.self, "UIProgressView", aliases: ["ProgressView"], parent: view,
                                        isValueType: false)
        progress.nestedTypes["Style"] = registry.declare(ProgressViewStyle.self, "UIProgressView.Style",
                                                         aliases: ["ProgressViewStyle"], isValueType: true)
        let spinner = registry.declare(ActivityIndicatorView.self, "UIActivityIndicatorView",
                                       aliases: ["ActivityIndicatorView"], parent: view, isValueType: false)
        spinner.nestedTypes["Style"] = registry.declare(ActivityIndicatorStyle.self, "UIActivityIndicatorView.Style",
                                                        aliases: ["ActivityIndicatorStyle"], isValueType: true)
        let web = registry.declare(WebView.self, "WKWebView", aliases: ["WebView"], parent: view, isValueType: false)
        registry.declare(LegacyWebView.self, "UIWebView", aliases: ["LegacyWebView"], parent: web, isValueType: false)
        registry.declare(VisualEffectView.self, "UIVisualEffectView", aliases: ["VisualEffectView"], parent: view,
                         isValueType: false)
        let effect = registry.declare(VisualEffect.self, "UIVisualEffect", aliases: ["VisualEffect"], isValueType: false)
        let blur = registry.declare(BlurEffect.self, "UIBlurEffect", aliases: ["BlurEffect"], parent: effect,
                                    isValueType: false)
        blur.nestedTypes["Style"] = registry.declare(BlurEffectStyle.self, "UIBlurEffect.Style",
                                                     aliases: ["BlurEffectStyle"], isValueType: true)
    }
}
