import Foundation
import LayoutScene

/// Every host type a scene can name, with its UIKit and canonical spellings; members are in the binding files.
enum HostTypeDeclarations {
    static func declare(in registry: HostRegistry) {
        let item = registry.declare(LayoutItem.self, "LayoutItem", isValueType: false)
        let view = registry.declare(View.self, "UIView", aliases: ["View"] + HostBase.viewsForLayout.sorted(), parent: item,
                                    isValueType: false)
        registry.declare(Label.self, "UILabel", aliases: ["Label"], parent: view, isValueType: false)
        let scroll = registry.declare(ScrollView.self, "UIScrollView", aliases: ["ScrollView"], parent: view,
                                      isValueType: false)
        scroll.nestedTypes["ContentInsetAdjustmentBehavior"] = registry.declare(
            ContentInsetAdjustmentBehavior.self, "UIScrollView.ContentInsetAdjustmentBehavior",
            aliases: ["ContentInsetAdjustmentBehavior"], isValueType: true)
        let stack = registry.declare(StackView.self, "UIStackView", aliases: ["StackView"], parent: view,
                                     isValueType: false)
        stack.nestedTypes["Distribution"] = registry.declare(StackView.Distribution.self, "UIStackView.Distribution",
                                                             aliases: ["StackView.Distribution"], isValueType: true)
        stack.nestedTypes["Alignment"] = registry.declare(StackView.Alignment.self, "UIStackView.Alignment",
                                                          aliases: ["StackView.Alignment"], isValueType: true)
        registry.declare(Canvas.self, "Canvas", parent: view, isValueType: false)
        ControlTypeDeclarations.declare(in: registry, view: view)
        registry.declare(LayoutGuide.self, "UILayoutGuide", aliases: ["LayoutGuide", "UIKeyboardLayoutGuide"],
                         parent: item, isValueType: false)
        registry.declare(LayoutSupport.self, "UILayoutSupport", aliases: ["LayoutSupport"], isValueType: false)
        registry.declare(ViewController.self, "UIViewController", aliases: ["ViewController"], isValueType: false)
        registry.declare(Layer.self, "CALayer", aliases: ["Layer"], isValueType: false)
        registry.declare(Screen.self, "UIScreen", aliases: ["Screen"], isValueType: false)
        registry.declare(Application.self, "UIApplication", aliases: ["Application"], isValueType: false)
        registry.declare(Window.self, "UIWindow", aliases: ["Window"], parent: view, isValueType: false)
        registry.declare(WindowScene.self, "UIWindowScene", aliases: ["WindowScene"], isValueType: false)
        registry.declare(StatusBarManager.self, "UIStatusBarManager", aliases: ["StatusBarManager"],
                         isValueType: false)
        registry.declare(MainQueue.self, "DispatchQueue", isValueType: false)
        registry.declare(DispatchQoSClass.self, "DispatchQoS.QoSClass", isValueType: true)
        registry.declare(SceneTask.self, "Task", isValueType: false)
        registry.declare(IndexPath.self, "IndexPath", isValueType: true)
        registry.declare(SceneTaskPriority.self, "TaskPriority", isValueType: true)
        registry.declare(ScriptScanner.self, "Scanner", isValueType: false)
        registry.declare(SceneBundle.self, "Bundle", isValueType: false)
        registry.declare(SceneUserDefaults.self, "UserDefaults", isValueType: false)
        registry.declare(SceneDevice.self, "UIDevice", isValueType: false)
        registry.declare(UserInterfaceIdiom.self, "UIUserInterfaceIdiom", isValueType: true)
        registry.declare(SceneDeviceOrientation.self, "UIDeviceOrientation", isValueType: true)
        registry.declare(SceneUUID.self, "UUID", isValueType: true)
        registry.type(View.self).nestedTypes["AnimationOptions"] = registry.declare(
            AnimationOptions.self, "UIView.AnimationOptions", aliases: ["UIViewAnimationOptions"], isValueType: true)
        registry.type(View.self).nestedTypes["AnimationCurve"] = registry.declare(
            SceneAnimationCurve.self, "UIView.AnimationCurve", aliases: ["UIViewAnimationCurve"], isValueType: true)
        registry.declare(ScenePropertyAnimator.self, "UIViewPropertyAnimator", isValueType: false)
        registry.declare(SceneAnimatingPosition.self, "UIViewAnimatingPosition", isValueType: true)
        registry.declare(SceneAnimatingState.self, "UIViewAnimatingState", isValueType: true)
        registry.declare(DispatchDeadline.self, "DispatchTime", isValueType: true)
            .fromNumber = { DispatchDeadline(seconds: $0) }

        registry.declare(AccessibilityTraits.self, "UIAccessibilityTraits", aliases: ["AccessibilityTraits"],
                         isValueType: true)
        registry.declare(Color.self, "UIColor", aliases: ["Color"], isValueType: true)
        registry.declare(ColorResource.self, "ColorResource", isValueType: true)
        registry.declare(ImageResource.self, "ImageResource", isValueType: true)
        let font = registry.declare(Font.self, "UIFont", aliases: ["Font"], isValueType: true)
        font.nestedTypes["Weight"] = registry.declare(FontWeight.self, "UIFont.Weight", aliases: ["FontWeight"],
                                                      isValueType: true)
        font.nestedTypes["TextStyle"] = registry.declare(FontTextStyle.self, "UIFont.TextStyle",
                                                         aliases: ["FontTextStyle"], isValueType: true)
        registry.declare(FontMetrics.self, "UIFontMetrics", aliases: ["FontMetrics"], isValueType: true)
        registry.declare(EdgeInsets.self, "UIEdgeInsets", aliases: ["EdgeInsets", "ConstraintInsets"], isValueType: true)
        registry.declare(DirectionalEdgeInsets.self, "NSDirectionalEdgeInsets",
                         aliases: ["DirectionalEdgeInsets", "ConstraintDirectionalInsets"], isValueType: true)
        registry.declare(CGSize.self, "CGSize", isValueType: true)
        registry.declare(CGPoint.self, "CGPoint", isValueType: true)
        registry.declare(CGRect.self, "CGRect", isValueType: true)
        registry.declare(ViewTransform.self, "CGAffineTransform", aliases: ["ViewTransform"], isValueType: true)
        registry.declare(LayoutPriority.self, "UILayoutPriority", aliases: ["LayoutPriority"], isValueType: true)
            .fromNumber = { LayoutPriority(Float($0)) }
        registry.declare(ConstraintPriority.self, "ConstraintPriority", isValueType: true)
            .fromNumber = { ConstraintPriority(Float($0)) }

        let constraint = registry.declare(LayoutConstraint.self, "NSLayoutConstraint", aliases: ["LayoutConstraint"],
                                          isValueType: false)
        constraint.nestedTypes["Axis"] = registry.declare(LayoutAxis.self, "NSLayoutConstraint.Axis",
                                                          aliases: ["LayoutAxis"], isValueType: true)
        constraint.nestedTypes["Attribute"] = registry.declare(LayoutAttribute.self, "NSLayoutConstraint.Attribute",
                                                               aliases: ["LayoutAttribute"], isValueType: true)
        constraint.nestedTypes["Relation"] = registry.declare(LayoutRelation.self, "NSLayoutConstraint.Relation",
                                                              aliases: ["LayoutRelation"], isValueType: true)
        constraint.nestedTypes["FormatOptions"] = registry.declare(
            VisualFormatOptions.self, "NSLayoutConstraint.FormatOptions",
            aliases: ["NSLayoutFormatOptions", "VisualFormatOptions"], isValueType: true)
        registry.declare(LayoutXAxisAnchor.self, "NSLayoutXAxisAnchor", aliases: ["LayoutXAxisAnchor"], isValueType: false)
        registry.declare(LayoutYAxisAnchor.self, "NSLayoutYAxisAnchor", aliases: ["LayoutYAxisAnchor"], isValueType: false)
        registry.declare(LayoutDimension.self, "NSLayoutDimension", aliases: ["LayoutDimension"], isValueType: false)
        registry.declare(LayoutDirection.self, "UIUserInterfaceLayoutDirection", aliases: ["LayoutDirection"],
                         isValueType: true)
        registry.declare(SemanticContentAttribute.self, "UISemanticContentAttribute",
                         aliases: ["SemanticContentAttribute"], isValueType: true)
        registry.declare(LineBreakMode.self, "NSLineBreakMode", aliases: ["LineBreakMode"], isValueType: true)
        registry.declare(TextAlignment.self, "NSTextAlignment", aliases: ["TextAlignment"], isValueType: true)
        registry.declare(SourceLocation.self, "SourceLocation", isValueType: true)
        registry.declare(TraitCollection.self, "UITraitCollection", aliases: ["TraitCollection"], isValueType: true)
        registry.declare(UserInterfaceStyle.self, "UIUserInterfaceStyle", aliases: ["UserInterfaceStyle"],
                         isValueType: true)
        registry.declare(ContentSizeCategory.self, "UIContentSizeCategory", aliases: ["ContentSizeCategory"],
                         isValueType: true)
        registry.declare(UserInterfaceSizeClass.self, "UIUserInterfaceSizeClass", aliases: ["UserInterfaceSizeClass"],
                         isValueType: true)

        declareImages(in: registry)
        declareCells(in: registry)
        declareContainers(in: registry)
        declareText(in: registry)
        declareDSL(in: registry)
    }

    private static func declareDSL(in registry: HostRegistry) {
        registry.declare(Constraint.self, "Constraint", isValueType: false)
        registry.declare(ConstraintItem.self, "ConstraintItem", isValueType: false)
        registry.declare(ConstraintViewDSL.self, "ConstraintViewDSL", isValueType: false)
        registry.declare(ConstraintLayoutGuideDSL.self, "ConstraintLayoutGuideDSL", isValueType: false)
        registry.declare(ConstraintLayoutSupportDSL.self, "ConstraintLayoutSupportDSL", isValueType: false)
        registry.declare(ConstraintArrayDSL.self, "ConstraintArrayDSL", isValueType: false)
        registry.declare(ConstraintMaker.self, "ConstraintMaker", isValueType: false)
        let finalizable = registry.declare(ConstraintMakerFinalizable.self, "ConstraintMakerFinalizable",
                                           isValueType: false)
        let prioritizable = registry.declare(ConstraintMakerPrioritizable.self, "ConstraintMakerPrioritizable",
                                             parent: finalizable, isValueType: false)
        registry.declare(ConstraintMakerEditable.self, "ConstraintMakerEditable", parent: prioritizable,
                         isValueType: false)
        let relatable = registry.declare(ConstraintMakerRelatable.self, "ConstraintMakerRelatable", isValueType: false)
        registry.declare(ConstraintMakerExtendable.self, "ConstraintMakerExtendable", parent: relatable,
                         isValueType: false)
    }
}
