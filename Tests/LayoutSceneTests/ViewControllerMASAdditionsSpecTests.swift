@testable import LayoutScene
import Testing

// Port of Masonry's ViewController+MASAdditionsSpec. Masonry's `mas_topLayoutGuide` is the guide's bottom and
// `mas_bottomLayoutGuide` its top; SnapKit spells them `topLayoutGuide.snp.bottom` / `bottomLayoutGuide.snp.top`.
// UIKit adds 4 constraints of its own for the two guides (Masonry counts 6); layoutviz models the guides
// without constraints, so only the 2 made here are installed.

@Suite struct ViewControllerMASAdditionsSpecTests {
    @Test func testLayoutGuideConstraints() {
        let viewController = ViewController()
        let view = viewController.view.addNamedSubview("view")

        view.snp.makeConstraints { make in
            make.top.equalTo(viewController.topLayoutGuide.snp.bottom)
            make.bottom.equalTo(viewController.bottomLayoutGuide.snp.top)
        }
        let installed = viewController.view.installedConstraints
        #expect(installed.count == 2)
        #expect(installed.map(\.firstAttribute) == [.top, .bottom])
        #expect(installed.map(\.secondAttribute) == [.bottom, .top])
        #expect(installed.first?.secondItem === viewController.topLayoutGuide.guide)
        #expect(installed.last?.secondItem === viewController.bottomLayoutGuide.guide)
        #expect(viewController.view.misuse.isEmpty)
    }
}
