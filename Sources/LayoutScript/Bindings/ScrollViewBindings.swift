import Foundation
import LayoutScene

/// `UIScrollView` / `ScrollView`: content size, offset and insets (with the safe-area adjustment), indicators,
/// bouncing, and the content and frame guides.
enum ScrollViewBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let scroll = registry.type(ScrollView.self)
        scroll.initializer("init()", []) { try $0.interpreter.makeView(ScrollView(), at: $0.span) }
        scroll.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(ScrollView(frame: $0.get(0)), at: $0.span)
        }
        scroll.property("contentSize", \ScrollView.contentSize)
        scroll.property("contentOffset", \ScrollView.contentOffset)
        scroll.property("showsVerticalScrollIndicator", \ScrollView.showsVerticalScrollIndicator)
        scroll.property("showsHorizontalScrollIndicator", \ScrollView.showsHorizontalScrollIndicator)
        scroll.property("contentInset", \ScrollView.contentInset)
        scroll.property("contentInsetAdjustmentBehavior", \ScrollView.contentInsetAdjustmentBehavior)
        scroll.readOnly("adjustedContentInset", \ScrollView.adjustedContentInset)
        registry.type(ContentInsetAdjustmentBehavior.self).namedCases(ContentInsetAdjustmentBehavior.self)
        scroll.property("alwaysBounceVertical", \ScrollView.alwaysBounceVertical)
        scroll.property("alwaysBounceHorizontal", \ScrollView.alwaysBounceHorizontal)
        scroll.readOnly("contentLayoutGuide", \ScrollView.contentLayoutGuide)
        scroll.readOnly("frameLayoutGuide", \ScrollView.frameLayoutGuide)
    }
}
