import Foundation
@testable import LayoutScene
import Testing

/// UIKit's `UIWebView` is a web view under UIKit's name.
@Suite struct LegacyWebViewTests {
    @Test func itIsAWebViewUnderUIKitsName() {
        let web = LegacyWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        web.name = "page"
        #expect(web.typeName == "UIWebView")
        #expect(web.qualifiedName == "UIWebView:page")
        #expect(web.subviews.first === web.scrollView)
        web.updateConstraints()
        #expect(web.constraints.map(\.identifier).contains("UIWebView-scrollView-top"))
    }
}
