@testable import LayoutObjC
import Testing

/// The initializer family by Swift's import rule.
@Suite struct InitializerSelectorTests {
    @Test func initializersAndTheirLabels() {
        #expect(InitializerSelector.firstLabel(of: "init") == "")
        #expect(InitializerSelector.firstLabel(of: "initWithFrame") == "frame")
        #expect(InitializerSelector.firstLabel(of: "initFromNib") == "fromNib")
        #expect(InitializerSelector.firstLabel(of: "initialize") == nil)
        #expect(InitializerSelector.labels(of: ["initWithStyle", "reuseIdentifier"]) == ["style", "reuseIdentifier"])
        #expect(InitializerSelector.labels(of: ["setupViews"]) == nil)
    }
}
