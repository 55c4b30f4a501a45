@testable import LayoutScript
import LayoutScene
import Testing

/// `UIFont.systemFontSize`, `smallSystemFontSize`, `labelFontSize` and `buttonFontSize`, from LayoutScene's one
/// table of estimates.
@Suite struct StandardFontSizesTests {
    @Test func theStandardSizesReadAsUIKitReturnsThem() {
        #expect(evaluated("", "[UIFont.systemFontSize, UIFont.smallSystemFontSize, UIFont.labelFontSize, "
                              + "UIFont.buttonFontSize]") == "[14.0, 12.0, 17.0, 18.0]")
        #expect(evaluated("probe.font = .systemFont(ofSize: UIFont.systemFontSize)", "probe.font.pointSize") == "14.0")
    }
}
