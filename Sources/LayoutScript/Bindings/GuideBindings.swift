import Foundation
import LayoutScene

/// `UILayoutGuide` and the deprecated `UILayoutSupport`.
enum GuideBindings {
    static func bind(_ registry: HostRegistry) {
        let guide = registry.type(LayoutGuide.self)
        guide.initializer("init()", []) { _ in .object(LayoutGuide()) }
        guide.property("identifier", \LayoutGuide.identifier, namesItem: true)
        guide.readOnly("owningView", \LayoutGuide.owningView)
        guide.readOnly("layoutFrame", \LayoutGuide.layoutFrame)
        guide.readOnly("snp", \LayoutGuide.snp)

        let support = registry.type(LayoutSupport.self)
        support.readOnly("guide", \LayoutSupport.guide)
        support.readOnly("length", \LayoutSupport.length)
        support.readOnly("snp", \LayoutSupport.snp)
        support.readOnly("topAnchor", \LayoutSupport.topAnchor)
        support.readOnly("bottomAnchor", \LayoutSupport.bottomAnchor)
        support.readOnly("heightAnchor", \LayoutSupport.heightAnchor)
    }
}
