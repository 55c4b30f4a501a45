import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A scroll view's adjusted content inset is its content inset plus the safe-area insets its adjustment behaviour
/// adds; an unscrolled scroll view rests with its content at those insets, as UIKit shows it.
@Suite struct AdjustedContentInsetTests {
    /// Rows of a fixed 50-point height.
    final class Rows: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { 1 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    }

    /// Two 100 × 100 items.
    final class Items: CollectionViewDataSource {
        func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell { CollectionViewCell() }
    }

    /// A 390 × 844 canvas with an iPhone's 47-point top and 34-point bottom safe area.
    private func phone() -> Canvas {
        let canvas = Canvas(width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return canvas
    }

    /// A scroll view filling `canvas` with content `height` tall and as wide as the viewport.
    private func scrollView(in canvas: Canvas, contentHeight height: CGFloat) -> (ScrollView, View) {
        let scroll = ScrollView()
        scroll.name = "scroll"
        canvas.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
            make.height.equalTo(height)
        }
        return (scroll, content)
    }

    @Test func contentLongerThanTheViewRestsBelowTheStatusBar() {
        let canvas = phone()
        let (scroll, content) = scrollView(in: canvas, contentHeight: 2000)
        let result = canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        expectFrame(content.frame, 0, 0, 390, 2000)
        expectFrame(result.absoluteFrame(of: content), 0, 47, 390, 2000)
        expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 390, 2000)
        expectFrame(scroll.frameLayoutGuide.layoutFrame, 0, -47, 390, 844)
    }

    @Test func contentThatFitsIsNotAdjustedUnlessTheViewAlwaysBounces() {
        let canvas = phone()
        let (scroll, content) = scrollView(in: canvas, contentHeight: 300)
        var result = canvas.layout()
        #expect(scroll.adjustedContentInset == .zero)
        expectFrame(result.absoluteFrame(of: content), 0, 0, 390, 300)
        scroll.alwaysBounceVertical = true
        result = canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        expectFrame(result.absoluteFrame(of: content), 0, 47, 390, 300)
    }

    @Test func neverLeavesTheContentUnderTheStatusBarAndAlwaysAddsEveryEdge() {
        let canvas = phone()
        let (scroll, content) = scrollView(in: canvas, contentHeight: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        var result = canvas.layout()
        #expect(scroll.adjustedContentInset == .zero)
        expectFrame(result.absoluteFrame(of: content), 0, 0, 390, 2000)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.snp.remakeConstraints { make in
            make.top.bottom.equalToSuperview()
            make.left.equalTo(30)
            make.right.equalTo(-30)
        }
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 40, bottom: 34, right: 40)
        result = canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
        #expect(scroll.contentOffset == CGPoint(x: -10, y: -47))
        expectFrame(result.absoluteFrame(of: content), 40, 47, 330, 2000)
    }

    @Test func scrollableAxesAddsOnlyTheAxesThatScroll() {
        let canvas = phone()
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 40, bottom: 34, right: 40)
        let (scroll, _) = scrollView(in: canvas, contentHeight: 2000)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scroll.alwaysBounceHorizontal = true
        canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 40, bottom: 34, right: 40))
    }

    @Test func theContentInsetAddsToTheSafeArea() {
        let canvas = phone()
        let (scroll, content) = scrollView(in: canvas, contentHeight: 2000)
        scroll.contentInset = EdgeInsets(top: 12, left: 0, bottom: 8, right: 0)
        let result = canvas.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 42, right: 0))
        expectFrame(result.absoluteFrame(of: content), 0, 59, 390, 2000)
    }

    @Test func anOffsetSetInCodeIsKept() {
        let canvas = phone()
        let (scroll, content) = scrollView(in: canvas, contentHeight: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let result = canvas.layout()
        #expect(scroll.adjustedContentInset.top == 47)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        expectFrame(result.absoluteFrame(of: content), 0, -100, 390, 2000)
    }

    @Test func aViewPinnedToTheSafeAreaHasNothingToAdd() {
        let canvas = phone()
        let scroll = ScrollView()
        canvas.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalTo(canvas.safeAreaLayoutGuide) }
        let content = makeView("content", in: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
            make.height.equalTo(2000)
        }
        let result = canvas.layout()
        #expect(scroll.adjustedContentInset == .zero)
        expectFrame(result.absoluteFrame(of: content), 0, 47, 390, 2000)
    }

    @Test func aTableUnderANavigationBarStartsItsRowsBelowTheBar() {
        let controller = ViewController()
        let rows = Rows()
        let table = TableView(frame: .zero, style: .plain)
        table.name = "table"
        controller.view.addSubview(table)
        table.snp.makeConstraints { make in make.edges.equalToSuperview() }
        table.dataSource = rows
        table.delegate = rows
        let canvas = Canvas(hosting: NavigationController(rootViewController: controller), width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let result = canvas.layout()
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        let first = table.visibleRows[0].cell
        expectFrame(first.frame, 0, 0, 390, 50)
        expectFrame(result.absoluteFrame(of: first), 0, 91, 390, 50)
        // rows fill the 844 − 91 points below the bar: 16 rows, the last one cut by the bottom edge
        #expect(table.visibleRows.count == 16)
    }

    @Test func aShortCollectionIsAdjustedAsItsControllersContentInANavigationController() {
        let (canvas, grid, _, items) = hostedGrid(behindHeader: false)
        let result = withExtendedLifetime(items) { canvas.layout() }
        #expect(grid.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        expectFrame(result.absoluteFrame(of: grid.visibleItems[0].cell), 0, 91, 100, 100)
    }

    @Test func aShortCollectionBehindAnotherSubviewIsNotTheControllersContent() {
        let (canvas, grid, _, items) = hostedGrid(behindHeader: true)
        let result = withExtendedLifetime(items) { canvas.layout() }
        #expect(grid.adjustedContentInset == .zero)
        expectFrame(result.absoluteFrame(of: grid.visibleItems[0].cell), 0, 0, 100, 100)
    }

    @Test func aControllerThatDoesNotAdjustItsScrollViewsLeavesAShortCollectionAlone() {
        let (canvas, grid, controller, items) = hostedGrid(behindHeader: false)
        controller.automaticallyAdjustsScrollViewInsets = false
        _ = withExtendedLifetime(items) { canvas.layout() }
        #expect(grid.adjustedContentInset == .zero)
    }

    @Test func aCollectionsContentSizeIsItsLayoutsExtent() {
        let (canvas, grid, _, items) = hostedGrid(behindHeader: false)
        _ = withExtendedLifetime(items) { canvas.layout() }
        #expect(grid.contentSize == CGSize(width: 390, height: 100))
    }

    /// A two-item flow-layout collection filling a controller's view in a navigation controller on a 390 × 844
    /// canvas, optionally behind an earlier subview.
    private func hostedGrid(behindHeader: Bool) -> (Canvas, CollectionView, ViewController, Items) {
        let controller = ViewController()
        if behindHeader { controller.view.addSubview(View()) }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 190
        let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        grid.name = "grid"
        controller.view.addSubview(grid)
        grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let items = Items()
        grid.dataSource = items
        let canvas = Canvas(hosting: NavigationController(rootViewController: controller), width: 390, height: 844)
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return (canvas, grid, controller, items)
    }
}
