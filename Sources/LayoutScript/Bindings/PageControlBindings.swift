import Foundation
import LayoutScene

/// `UIPageControl` / `PageControl`: pages, current page and dot colours.
enum PageControlBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let pages = registry.type(PageControl.self)
        pages.initializer("init()", []) { try $0.interpreter.makeView(PageControl(), at: $0.span) }
        pages.initializer("init(frame:)", [t.rect]) {
            try $0.interpreter.makeView(PageControl(frame: $0.get(0)), at: $0.span)
        }
        pages.property("numberOfPages", \PageControl.numberOfPages)
        pages.property("currentPage", \PageControl.currentPage)
        pages.property("hidesForSinglePage", \PageControl.hidesForSinglePage)
        pages.property("pageIndicatorTintColor", \PageControl.pageIndicatorTintColor)
        pages.property("currentPageIndicatorTintColor", \PageControl.currentPageIndicatorTintColor)
    }
}
