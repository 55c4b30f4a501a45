import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The patterns real view files use that the scene's files cannot define — a base class's hooks, an app's constants,
/// an app's view classes — keep the layout flowing with placeholders instead of holes or stops.
@Suite struct RealFileDegradationTests {
    private let cell = """
        class CommentCell: BaseTableViewCell {
            let avatar = UIView()
            let header = ProfileHeaderView()

            override func configUI() {
                contentView.addSubview(header)
                contentView.addSubview(avatar)
                header.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(60)
                }
                avatar.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(Constants.margin)
                    make.top.equalTo(header.snp.bottom).offset(8)
                    make.size.equalTo(40)
                    make.bottom.equalToSuperview().inset(12)
                }
            }

            override func bindViews() {
                avatar.backgroundColor = .red
            }

            func helper() {
                avatar.alpha = 0.5
            }
        }
        """

    @Test func overridesOfAnUndeclaredBaseRunAsItsHooksInSourceOrder() throws {
        let (scene, result) = try #require(layOut(cell))
        #expect(scene.hooksRun == ["CommentCell.configUI()", "CommentCell.bindViews()"])
        #expect(frame("header", in: result) == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(frame("avatar", in: result) == CGRect(x: 0, y: 68, width: 40, height: 40))
        let avatar = try #require(result.views.first { $0.name == "avatar" }?.view)
        #expect(avatar.backgroundColor == .red)
        #expect(avatar.alpha == 1)
    }

    @Test func noBaseHooksLeavesTheOverridesUncalled() throws {
        let scene = try SceneScript.load(source: cell, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(runsBaseClassHooks: false))
        _ = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(scene.hooksRun.isEmpty)
        #expect(scene.coverage.laidOutCount == 0)
    }

    @Test func anOverrideTheFileCallsItselfIsNotAHook() throws {
        let source = """
            class Card: BaseView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    makeUI()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func makeUI() {
                    addSubview(box)
                    box.snp.makeConstraints { $0.edges.equalToSuperview(); $0.height.equalTo(10) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.hooksRun.isEmpty)
        #expect(frame("box", in: result) == CGRect(x: 0, y: 0, width: 375, height: 10))
    }

    @Test func anotherClassCallingItsOwnMethodOfTheNameLeavesTheOverrideAHook() throws {
        let source = """
            class InfoItemView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layoutUI()
                }
                required init?(coder: NSCoder) { fatalError() }
                func layoutUI() { addSubview(title) }
            }
            class HeaderCell: FxTableViewCell {
                let item = InfoItemView(size: CGSize(width: 80, height: 18))
                override func layoutUI() {
                    contentView.addSubview(item)
                    item.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(8)
                        make.size.equalTo(CGSize(width: 80, height: 18))
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.hooksRun == ["HeaderCell.layoutUI()"])
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:11:16: warning: 'InfoItemView(size:)' matches no initializer the files declare; an "
                + "extension of UIKit's 'UIView' in a file not given would: it is made with init() and the arguments "
                + "are not used"))
        expectFrame(frame("item", in: result), 8, 8, 80, 18)
        #expect(scene.coverage.percent == 100)
    }

    @Test func anUnknownConstantIsAStandInZeroMarkedOnTheConstraint() throws {
        let (scene, result) = try #require(layOut(cell))
        let avatar = try #require(result.views.first { $0.name == "avatar" }?.view)
        let installed = try #require(avatar.superview).installedConstraints
        let left = try #require(installed.first { $0.firstAttribute == .left && $0.firstItem === avatar })
        #expect(left.constant == 0)
        #expect(left.standInFor == "Constants.margin")
        #expect(scene.coverage.statements.map(\.outcome) == [
            .laidOut, .laidOut, .standIn("Constants.margin"), .laidOut, .laidOut, .laidOut,
        ])
        #expect(scene.skipped.unknownSymbols.contains("Constants"))
    }

    @Test func aCapitalisedFunctionOfAnotherFileInArithmeticOrAsARelationsNumberIsAStandIn() throws {
        let source = """
            let header = HeaderView()
            let box = UIView()
            view.addSubview(header)
            view.addSubview(box)
            header.snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview()
                make.height.equalTo(ScaledValue(60))
            }
            box.snp.makeConstraints { make in
                make.top.equalTo(header.snp.bottom).offset(ScaledValue(8) * 2)
                make.trailing.equalToSuperview().offset(-ScaledValue(12))
                make.width.equalTo(ScaledValue(100))
                make.height.equalTo(header)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        // each stands in as the number it is given, arithmetic included: 8 * 2 below, 12 from the edge
        expectFrame(frame("header", in: result), 0, 0, 375, 60)
        expectFrame(frame("box", in: result), 263, 76, 100, 60)
        #expect(scene.coverage.statements.map(\.outcome) == [
            .laidOut, .standIn("ScaledValue(60)"), .standIn("ScaledValue(8) * 2"), .standIn("-ScaledValue(12)"),
            .standIn("ScaledValue(100)"), .laidOut,
        ])
        #expect(result.views.first { $0.name == "header" }?.view is PlaceholderView)
    }

    @Test func anUnknownAnchorConstantIsAStandInAndTheConstraintCountsAsLaidOut() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: Theme.top),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: Theme.width),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("box", in: result) == CGRect(x: 0, y: 0, width: 0, height: 20))
        #expect(scene.coverage.statements.map(\.outcome) == [
            .standIn("Theme.top"), .laidOut, .standIn("Theme.width"), .laidOut,
        ])
    }

    @Test func anInstanceOfAnUndeclaredClassIsAPlaceholderViewNamedAfterItsProperty() throws {
        let (scene, result) = try #require(layOut(cell))
        let header = try #require(result.views.first { $0.name == "header" }?.view as? PlaceholderView)
        #expect(header.className == "ProfileHeaderView")
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:3:18: warning: unknown symbol 'ProfileHeaderView': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped"))
    }

    @Test func aPlaceholderWhereAViewDoesNotFitIsAnUnknownValue() throws {
        let source = """
            let model = ProfileViewModel(id: 3)
            let label = UILabel()
            view.addSubview(label)
            label.text = model.title
            let controller: UIViewController = ProfileViewController()
            label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("label", in: result)?.origin == .zero)
        #expect(scene.skipped.unknownSymbols == ["ProfileViewModel", "ProfileViewModel.title", "ProfileViewController"])
    }

    @Test func aConstraintWhoseTargetIsUnknownIsSkippedWithItsReason() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalTo(headerView.snp.bottom)
                make.left.equalToSuperview()
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.coverage.statements.map(\.outcome) == [.missed("its target 'headerView' is unknown"), .laidOut])
        #expect(scene.coverage.percent == 50)
        #expect(scene.warnings.map(\.headline).last == "scene.swiftlay:4:14: warning: constraint skipped: its target 'headerView' is unknown")
    }

    @Test func asyncFunctionsRunToCompletionWhereTheyAreAwaited() throws {
        let source = """
            func loadTitle() async throws -> String { "Hello" }
            let label = UILabel()
            view.addSubview(label)
            label.text = try await loadTitle()
            label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """
        let (scene, _) = try #require(layOut(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "Hello")
        #expect(scene.warnings.isEmpty)
    }

    @Test func selfInAStoredPropertysInitializerIsNSObjectsMethodNotAnError() throws {
        let source = """
            class Card: UIView {
                let button: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    return button
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                    button.snp.makeConstraints { make in make.edges.equalToSuperview(); make.height.equalTo(44) }
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped() {}
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:4:26: warning: 'self' in a stored property's initializer refers to the method 'NSObject.self()', not the instance (Swift warns too); what uses it is skipped",
        ])
        #expect(frame("button", in: result) == CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func wildcardBindingsCompositionsAndRepeatedArrays() throws {
        let source = """
            func content() -> UIView & UIContentView? { nil }
            let error: String? = "failed"
            let flags = Array(repeating: false, count: 3)
            let label = UILabel()
            if let _ = error { label.text = "\\(flags.count)" }
            view.addSubview(label)
            """
        let (scene, _) = try #require(layOut(source))
        #expect((scene.canvas.subviews.first as? Label)?.text == "3")
        #expect(scene.warnings.isEmpty)
    }

    @Test func unknownConditionsHoldWhereCodeBranchesAndAreFalseInLoops() throws {
        let source = """
            class Card: BaseView {
                let box = UIView()
                override func updateConstraints() {
                    if !didSetupConstraints {
                        addSubview(box)
                        box.snp.makeConstraints { make in make.edges.equalToSuperview(); make.height.equalTo(30) }
                        didSetupConstraints = true
                    }
                    super.updateConstraints()
                }
                func configure() {
                    guard let model = viewModel.model else { return }
                    box.alpha = model.isDimmed ? 0.5 : 1
                    while viewModel.hasMore { box.alpha = 0 }
                }
                override func layout() { configure() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("box", in: result) == CGRect(x: 0, y: 0, width: 375, height: 30))
        let box = try #require(result.views.first { $0.name == "box" }?.view)
        #expect(box.alpha == 0.5)
        let conditions = scene.warnings.map(\.headline).filter { $0.contains("warning: condition") }
        #expect(conditions == [
            "scene.swiftlay:12:27: warning: condition 'viewModel.model' is unknown; the code after the 'guard' runs (an unknown condition holds, see 'Unknown is a value' in the README)",
            "scene.swiftlay:13:21: warning: condition 'model.isDimmed' is unknown; the first value is taken (an unknown condition holds, see 'Unknown is a value' in the README)",
            "scene.swiftlay:4:12: warning: condition '!didSetupConstraints' is unknown; the 'if' branch runs (an unknown condition holds, see 'Unknown is a value' in the README)",
        ])
    }

    @Test func aConditionThroughAnOptionalChainIsSpeltWhole() throws {
        let source = """
            let label = UILabel()
            if state?.layout != oldState?.layout { view.addSubview(label) }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline).filter { $0.contains("warning: condition") } == [
            "scene.swiftlay:2:4: warning: condition 'state?.layout != oldState?.layout' is unknown; the 'if' branch runs (an unknown condition holds, see 'Unknown is a value' in the README)",
        ])
    }

    @Test func anUnknownIndexIntoAKnownArrayPicksItsFirstElement() throws {
        let source = """
            let tabs = [UIButton(), UIButton()]
            let cursor = UIView()
            tabs.forEach { view.addSubview($0) }
            view.addSubview(cursor)
            tabs[0].snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(40) }
            tabs[1].snp.makeConstraints { make in make.top.equalToSuperview(); make.leading.equalTo(tabs[0].snp.trailing); make.size.equalTo(40) }
            let selected = tabs[viewModel.selectedIndex]
            cursor.snp.makeConstraints { make in
                make.centerX.equalTo(selected)
                make.top.equalTo(selected.snp.bottom)
                make.size.equalTo(CGSize(width: 16, height: 3))
            }
            let none: [UIView] = []
            let missing = none[viewModel.selectedIndex]
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("cursor", in: result), 12, 40, 16, 3)
        #expect(scene.coverage.percent == 100)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func visualFormatConstraintsLayOutAndCount() throws {
        let source = """
            let canvas = Canvas(width: 320, height: 200)
            let icon = UIView(), title = UILabel()
            title.text = "Hello"
            for item in [icon, title] {
                item.translatesAutoresizingMaskIntoConstraints = false
                canvas.addSubview(item)
            }
            let views: [String: Any] = ["icon": icon, "title": title]
            var all = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[icon(40)]-[title]", options: [.alignAllCenterY], metrics: ["pad": 16], views: views)
            all += NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[icon(==40)]", metrics: nil, views: views)
            NSLayoutConstraint.activate(all)
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("icon", in: result) == CGRect(x: 16, y: 20, width: 40, height: 40))
        #expect(frame("title", in: result)?.minX == 64)
        #expect(frame("title", in: result)?.midY == 40)
        #expect(scene.coverage.statements.map(\.kind) == ["visualFormat", "visualFormat"])
        #expect(scene.coverage.percent == 100)
    }

    @Test func anUnknownVisualFormatMetricStandsInAsZeroAndMarksTheFormatsThatUseIt() throws {
        let source = """
            let canvas = Canvas(width: 320, height: 200)
            let button = UIView()
            button.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(button)
            let views: [String: Any] = ["button": button]
            let metrics = ["height": ButtonLayout.height]
            canvas.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[button]-20-|", options: [], metrics: metrics, views: views))
            canvas.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[button(==height)]", options: [], metrics: metrics, views: views))
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("button", in: result) == CGRect(x: 20, y: 50, width: 280, height: 0))
        #expect(scene.coverage.percent == 100)
        #expect(scene.coverage.statements.map(\.outcome) == [.laidOut, .standIn("ButtonLayout")])
    }

    @Test func textFromAnUnknownValueShowsItsExpressionUnlessTurnedOff() throws {
        let source = """
            let title = UILabel()
            let button = UIButton(type: .system)
            view.addSubview(title)
            view.addSubview(button)
            title.text = viewModel.title
            button.setTitle(item.actionName, for: .normal)
            title.alpha = viewModel.opacity
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            button.snp.makeConstraints { make in make.top.equalTo(title.snp.bottom); make.left.equalToSuperview() }
            """
        let (scene, _) = try #require(layOut(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "‹viewModel.title›")
        #expect(label.alpha == 1)
        #expect((scene.canvas.subviews.last as? Button)?.title(for: .normal) == "‹item.actionName›")
        let plain = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(showsPlaceholderText: false))
        #expect((plain.canvas.subviews.first as? Label)?.text == nil)
        #expect((plain.canvas.subviews.last as? Button)?.title(for: .normal) == nil)
        #expect(PlaceholderText.text(for: String(repeating: "a", count: 50)) == "‹" + String(repeating: "a", count: 39) + "…›")
    }

    @Test func anUnknownElementLeavesTheRestOfAnArrayArgumentInPlay() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.leadingAnchor.constraint(equalTo: header.trailingAnchor),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("box", in: result) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scene.coverage.statements.map(\.isLaidOut) == [true, false, true, true, true])
    }

    @Test func swift5LeniencyAndNilWritesDoNotStopAFile() throws {
        let source = """
            class Card: UIView {
                var model: Model!
                override init(frame: CGRect) { super.init(frame: frame) }
                @available (*, unavailable)
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card()
            card.model.title = "x"
            let tint = .appColor(named: "brand")
            view.addSubview(card)
            struct Model { var title = "" }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:8:12: warning: 'title' is reached through nil (an implicitly unwrapped optional the app's data would set), which would trap; it stands in as an unknown value and what uses it is skipped"))
        #expect(scene.skipped.unknownSymbols.contains(".appColor"))
    }
}
