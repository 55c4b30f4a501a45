import Foundation
import LayoutScene

/// `UIView` / `View`: frame, style, margins, safe area, hierarchy, priorities, guides and `snp`.
enum ViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let view = registry.type(View.self)
        view.initializer("init()", []) { try $0.interpreter.makeView(View(), at: $0.span) }
        view.initializer("init(frame:)", [t.rect]) { try $0.interpreter.makeView(View(frame: $0.get(0)), at: $0.span) }
        view.constant("noIntrinsicMetric", View.noIntrinsicMetric)

        view.property("name", \View.name, namesItem: true)
        view.property("accessibilityIdentifier", \View.name, namesItem: true)
        view.property("frame", \View.frame)
        view.property("bounds", \View.bounds)
        view.property("center", \View.center)
        view.property("backgroundColor", \View.backgroundColor)
        view.readOnly("layer", \View.layer)
        view.property("alpha", \View.alpha)
        view.property("isHidden", \View.isHidden)
        view.property("tag", \View.tag)
        view.property("clipsToBounds", \View.clipsToBounds)
        view.property("cornerRadius", \View.cornerRadius)
        view.property("borderWidth", \View.borderWidth)
        view.property("borderColor", \View.borderColor)
        view.property("layoutMargins", \View.layoutMargins)
        view.property("directionalLayoutMargins", \View.directionalLayoutMargins)
        view.property("insetsLayoutMarginsFromSafeArea", \View.insetsLayoutMarginsFromSafeArea)
        view.property("semanticContentAttribute", \View.semanticContentAttribute)
        view.property("translatesAutoresizingMaskIntoConstraints", \View.translatesAutoresizingMaskIntoConstraints)
        view.readOnly("safeAreaInsets", \View.safeAreaInsets)
        view.property("additionalSafeAreaInsets", \View.additionalSafeAreaInsets)
        view.readOnly("effectiveUserInterfaceLayoutDirection", \View.effectiveUserInterfaceLayoutDirection)
        view.readOnly("intrinsicContentSize", \View.intrinsicContentSize)
        view.readOnly("alignmentRectInsets", \View.alignmentRectInsets)

        view.method("setNeedsUpdateConstraints()", []) { try $0.receiver(View.self).setNeedsUpdateConstraints(); return .void }
        view.method("updateConstraintsIfNeeded()", []) {
            try $0.receiver(View.self).updateConstraintsIfNeeded(); return .void
        }
        view.method("setNeedsLayout()", []) { try $0.receiver(View.self).setNeedsLayout(); return .void }
        view.method("layoutIfNeeded()", []) { try $0.receiver(View.self).layoutIfNeeded(); return .void }
        view.method("invalidateIntrinsicContentSize()", []) {
            try $0.receiver(View.self).invalidateIntrinsicContentSize(); return .void
        }
        view.readOnly("needsUpdateConstraints", \View.needsUpdateConstraints)

        view.readOnly("superview", \View.superview)
        view.readOnly("subviews", \View.subviews)
        view.readOnly("rootView", \View.rootView)
        view.readOnly("viewsInTreeOrder", \View.viewsInTreeOrder)
        view.readOnly("installedConstraints", \View.installedConstraints)
        view.readOnly("constraints", \View.constraints)
        view.method("addConstraint(_:)", [t.layoutConstraint]) {
            try $0.receiver(View.self).addConstraint($0.get(0)); return .void
        }
        view.method("addConstraints(_:)", [.array(t.layoutConstraint)]) {
            try $0.receiver(View.self).addConstraints($0.get(0)); return .void
        }
        view.method("removeConstraint(_:)", [t.layoutConstraint]) {
            try $0.receiver(View.self).removeConstraint($0.get(0)); return .void
        }
        view.method("removeConstraints(_:)", [.array(t.layoutConstraint)]) {
            try $0.receiver(View.self).removeConstraints($0.get(0)); return .void
        }
        view.method("addSubview(_:)", [t.view]) { try $0.receiver(View.self).addSubview($0.get(0)); return .void }
        view.method("insertSubview(_:at:)", [t.view, t.int]) {
            try $0.receiver(View.self).insertSubview($0.get(0), at: $0.get(1)); return .void
        }
        view.method("insertSubview(_:aboveSubview:)", [t.view, t.view]) {
            try $0.receiver(View.self).insertSubview($0.get(0), aboveSubview: $0.get(1)); return .void
        }
        view.method("insertSubview(_:belowSubview:)", [t.view, t.view]) {
            try $0.receiver(View.self).insertSubview($0.get(0), belowSubview: $0.get(1)); return .void
        }
        view.method("bringSubviewToFront(_:)", [t.view]) {
            try $0.receiver(View.self).bringSubviewToFront($0.get(0)); return .void
        }
        view.method("sendSubviewToBack(_:)", [t.view]) {
            try $0.receiver(View.self).sendSubviewToBack($0.get(0)); return .void
        }
        // Swift 3's spellings, which older files still use
        view.method("bringSubview(toFront:)", [t.view]) {
            try $0.receiver(View.self).bringSubviewToFront($0.get(0)); return .void
        }
        view.method("sendSubview(toBack:)", [t.view]) {
            try $0.receiver(View.self).sendSubviewToBack($0.get(0)); return .void
        }
        view.method("removeFromSuperview()", []) { try $0.receiver(View.self).removeFromSuperview(); return .void }
        view.method("isDescendant(of:)", [t.view]) { try .bool($0.receiver(View.self).isDescendant(of: $0.get(0))) }
        view.method("nearestCommonAncestor(with:)", [t.view]) {
            try $0.receiver(View.self).nearestCommonAncestor(with: $0.get(0)).scriptValue
        }

        view.readOnly("safeAreaLayoutGuide", \View.safeAreaLayoutGuide)
        view.readOnly("keyboardLayoutGuide", \View.keyboardLayoutGuide)
        view.readOnly("layoutMarginsGuide", \View.layoutMarginsGuide)
        view.readOnly("readableContentGuide", \View.readableContentGuide)
        view.readOnly("layoutGuides", \View.layoutGuides)
        view.readOnly("allLayoutGuides", \View.allLayoutGuides)
        view.method("addLayoutGuide(_:)", [t.guide]) { try $0.receiver(View.self).addLayoutGuide($0.get(0)); return .void }
        view.method("removeLayoutGuide(_:)", [t.guide]) {
            try $0.receiver(View.self).removeLayoutGuide($0.get(0)); return .void
        }

        view.method("contentHuggingPriority(for:)", [t.axis]) {
            try $0.receiver(View.self).contentHuggingPriority(for: $0.get(0)).scriptValue
        }
        view.method("setContentHuggingPriority(_:for:)", [t.priority, t.axis]) {
            try $0.receiver(View.self).setContentHuggingPriority($0.get(0), for: $0.get(1)); return .void
        }
        view.method("contentCompressionResistancePriority(for:)", [t.axis]) {
            try $0.receiver(View.self).contentCompressionResistancePriority(for: $0.get(0)).scriptValue
        }
        view.method("setContentCompressionResistancePriority(_:for:)", [t.priority, t.axis]) {
            try $0.receiver(View.self).setContentCompressionResistancePriority($0.get(0), for: $0.get(1)); return .void
        }
        view.readOnly("snp", \View.snp)
    }
}
