import Foundation
import SwiftParser
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// What runs of the code a file hands to, or expects from, files not given: closures passed to unknown calls, loops
/// over unknown sequences, the templates of undeclared protocols and configuration helpers.
@Suite struct UnknownCodeCallsTests {
    @Test func aClosureThatBuildsLayoutRunsAfterTheStepAndOneThatDoesNotNeverRuns() throws {
        let source = """
            class ReportController: UIViewController {
                let titleLabel = UILabel()
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    viewModel.fetchReasons { [weak self] reasons in
                        self?.setLayout()
                    }
                    button.rx.tap.bind { self.titleLabel.alpha = 0.5 }
                    titleLabel.text = "Report"
                }
                private func setLayout() {
                    titleLabel.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(20)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("titleLabel", in: result)?.origin == CGPoint(x: 20, y: 20))
        let label = try #require(result.views.first { $0.name == "titleLabel" }?.view)
        #expect(label.alpha == 1)
        #expect(scene.skipped.unrunClosures == 1)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:7:32: warning: the closure passed to 'viewModel.fetchReasons', which is unknown, runs once after this step: it builds layout (adds views, reloads a list or makes constraints)"))
        #expect(scene.coverage.percent == 100)
    }

    @Test func aCompletionThatFillsAListAndReloadsItRunsSoTheRowsShow() throws {
        let source = """
            final class FeedController: UITableViewController {
                var items: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    API.fetchFeed { [weak self] result in
                        if case .success(let items) = result {
                            self?.items = items
                        }
                        self?.tableView.reloadData()
                    }
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.textLabel?.text = items[indexPath.row]
                    return cell
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let headlines = scene.warnings.map(\.headline)
        #expect(headlines.contains(
            "scene.swiftlay:6:23: warning: the closure passed to 'API.fetchFeed', which is unknown, runs once after this step: it builds layout (adds views, reloads a list or makes constraints)"))
        #expect(headlines.contains(
            "scene.swiftlay:7:43: warning: condition 'result' is unknown; the 'if' branch runs (an unknown condition holds, see 'Unknown is a value' in the README)"))
        #expect(result.views.filter { $0.view is UITableViewCell }.count == 3, "representative rows")
    }

    @Test func anEmptyListOfTheScenesOwnTakesTheAppsDataButAUIKitPropertyKeepsItsValue() throws {
        let source = """
            final class Card: UIView {
                var tags: [String] = []
                var spacing: CGFloat = 8
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    tags = model.tags
                    spacing = Theme.spacing
                    box.gestureRecognizers = model.recognizers
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(spacing)
                        make.size.equalTo(10)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("box", in: result)?.origin == CGPoint(x: 8, y: 8), "a number keeps its value")
        let card = try #require(scene.canvas.subviews.first)
        #expect((card as? any ScriptedObject).flatMap { $0.instance.storage["tags"]?.value?.isUnknown } == true)
    }

    @Test func comparingInstancesOfUndeclaredClassesIsUnknown() throws {
        let source = """
            final class Card: UIView {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let expired = Deadline() <= Date()
                    badge.isHidden = expired
                    addSubview(badge)
                    badge.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, result) = try #require(layOut(source))
        let badge = try #require(result.views.first { $0.name == "badge" }?.view)
        #expect(!badge.isHidden, "an unknown flag leaves the property at its default")
    }

    @Test func constraintsMadeRightThereAndHandedToAnArrayExtensionAreActivated() throws {
        let source = """
            final class Card: UIView {
                let box = UIView()
                var spare: [NSLayoutConstraint] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    [
                        box.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        box.widthAnchor.constraint(equalToConstant: 40),
                        box.heightAnchor.constraint(equalToConstant: 20),
                    ].activate()
                    spare = [box.widthAnchor.constraint(equalToConstant: 90)]
                    spare.deactivateAll()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("box", in: result) == CGRect(x: 8, y: 8, width: 40, height: 20))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:13:11: warning: '[NSLayoutConstraint].activate()' is not declared: the constraints it is called on, made right there, are activated"))
        #expect(scene.coverage.percent == 80)
    }

    @Test func aNameUsedAsAViewBesideMethodsOfThatNameIsTheUndeclaredBasesProperty() throws {
        let source = """
            final class SortController: PhotoListController {
                let doneButton = UIButton()
                override func customView() {
                    tableView.snp.remakeConstraints { make in
                        make.left.right.top.equalToSuperview()
                    }
                    view.addSubview(doneButton)
                    doneButton.snp.makeConstraints { make in
                        make.height.equalTo(44)
                        make.left.right.bottom.equalToSuperview()
                        make.top.equalTo(tableView.snp.bottom)
                    }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.coverage.percent == 100)
        #expect(frame("tableView", in: result) == CGRect(x: 0, y: 0, width: 375, height: 623))
        #expect(frame("doneButton", in: result) == CGRect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test func anInheritedTableViewShowsTheRowsOfTheClassesDataSourceMethods() throws {
        let source = """
            final class OrdersController: BaseListController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Order \\(indexPath.row)"
                    return cell
                }
            }
            """
        let (_, result) = try #require(layOut(source))
        let table = try #require(result.views.first { $0.name == "tableView" }?.view)
        #expect(table is UITableView)
        #expect(result.views.filter { $0.view is UITableViewCell }.count == 2)
    }

    @Test func theBuildingIndexFollowsTheScenesFunctionsByName() {
        let source = """
            func outer() { inner() }
            func inner() { view.addSubview(box) }
            func paint() { box.alpha = 0 }
            let a = { outer() }
            let b = { paint() }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        #expect(index.buildingFunctions == ["outer", "inner"])
        let a = try! #require(source.range(of: "{ outer() }")).utf8Span(in: source)
        let b = try! #require(source.range(of: "{ paint() }")).utf8Span(in: source)
        #expect(index.builds(a))
        #expect(!index.builds(b))
    }

    @Test func namesRelatedByItemConstraintsOrClearedOfAutoresizingAreUsedAsViews() throws {
        let source = """
            extension PetProfileView {
                func layoutView() {
                    view.backgroundColor = .white
                    self.petNameLabel.translatesAutoresizingMaskIntoConstraints = false
                    let top = NSLayoutConstraint(item: petNameLabel, attribute: .top, relatedBy: .equal,
                                                 toItem: self.view, attribute: .top, multiplier: 1, constant: 73)
                    let left = NSLayoutConstraint(item: petNameLabel, attribute: .left, relatedBy: .equal,
                                                  toItem: view, attribute: .left, multiplier: 1, constant: 20)
                    NSLayoutConstraint.activate([top, left])
                }
            }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        #expect(index.isUsedAsView("petNameLabel"))
        let (scene, result) = try #require(layOut(source))
        #expect(scene.root == .controller(className: "PetProfileView"))
        #expect(frame("petNameLabel", in: result)?.origin == CGPoint(x: 20, y: 73))
        #expect(scene.coverage.percent == 100)
    }

    @Test func aLoopOverAnUnknownSequenceRunsOnceWithAnUnknownElement() throws {
        let source = """
            var rows: [UIView] = []
            for i in 0..<viewModel.items.count {
                let row = UIView()
                row.tag = i
                view.addSubview(row)
                rows.append(row)
            }
            for (index, row) in rows.enumerated() {
                row.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(index * 50)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(44)
                }
            }
            for (key, value) in viewModel.pairs { view.addSubview(UILabel()) }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("rows[0]", in: result) == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(scene.canvas.subviews.count == 2)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("the loop over") } == [
            "scene.swiftlay:2:10: warning: the loop over '0..<viewModel.items.count', which is unknown, runs once with an unknown element",
            "scene.swiftlay:15:21: warning: the loop over 'viewModel.pairs', which is unknown, runs once with an unknown element",
        ])
    }

    @Test func anUndeclaredSelfCallRunsTheRequirementsOfAnUndeclaredProtocolOnce() throws {
        let source = """
            final class PaymentCell: UITableViewCell {
                let name = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    applyViewCode()
                    applyViewCode()
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped() { name.alpha = 0 }
            }
            extension PaymentCell: ViewCode, UIScrollViewDelegate {
                func buildHierarchy() { contentView.addSubview(name) }
                func setupConstraints() {
                    name.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
                func configure(with title: String) { name.text = title }
                func helper() { name.alpha = 0.3 }
                private func reload() { helper() }
            }
            let canvas = Canvas(width: 320, height: 60)
            let cell = PaymentCell(style: .default, reuseIdentifier: nil)
            canvas.addSubview(cell)
            cell.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("name", in: result) == CGRect(x: 8, y: 8, width: 304, height: 44))
        let name = try #require(result.views.first { $0.name == "name" }?.view)
        #expect(name.alpha == 1)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("is not declared: taken") } == [
            "scene.swiftlay:5:9: warning: 'applyViewCode()' is not declared: taken as a method of 'ViewCode', which no file declares, that calls what PaymentCell provides; it runs buildHierarchy(), setupConstraints()",
        ])
    }

    @Test func anUnknownValueTheFilesUseAsAViewIsAPlaceholderView() throws {
        let source = """
            class ProfileController: UIViewController {
                private lazy var nameLabel = uiHelper.makeLabel(size: 16)
                private let avatar: UIImageView = Factory.avatar()
                private var badge: UIView!
                private let model = uiHelper.makeModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge = Factory.badge()
                    view.addSubview(nameLabel)
                    view.addSubview(avatar)
                    avatar.addSubview(badge)
                    avatar.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(40) }
                    nameLabel.snp.makeConstraints { make in
                        make.left.equalTo(avatar.snp.right).offset(8)
                        make.centerY.equalTo(avatar)
                        make.size.equalTo(CGSize(width: 100, height: 20))
                    }
                    badge.topAnchor.constraint(equalTo: avatar.topAnchor).isActive = true
                    badge.rightAnchor.constraint(equalTo: avatar.rightAnchor).isActive = true
                    badge.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 8).isActive = true
                    model.load()
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("nameLabel", in: result) == CGRect(x: 48, y: 10, width: 100, height: 20))
        #expect(frame("avatar", in: result) == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(frame("badge", in: result) == CGRect(x: 32, y: 0, width: 8, height: 8))
        let views = result.views.map(\.view)
        #expect((views.first { $0.name == "nameLabel" } as? PlaceholderView)?.className == "uiHelper")
        #expect(views.first { $0.name == "avatar" } is ImageView)
        #expect((views.first { $0.name == "badge" } as? PlaceholderView)?.className == "Factory")
        #expect(scene.coverage.percent == 100)
    }

    @Test func anUnknownElementAClosureOrLoopUsesAsAViewIsAPlaceholderView() throws {
        let source = """
            final class Segments: UIView {
                private let buttons: [SegmentButton]
                private let stack = UIStackView()
                init(models: [SegmentModel]) {
                    buttons = models.map(SegmentButton.init)
                    super.init(frame: .zero)
                    addSubview(stack)
                    stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    buttons.forEach { button in
                        let cell = UIView()
                        cell.addSubview(button)
                        button.snp.makeConstraints { make in
                            make.top.bottom.equalToSuperview()
                            make.leading.trailing.equalToSuperview().inset(12)
                        }
                        stack.addArrangedSubview(cell)
                    }
                    for badge in Store.badges {
                        addSubview(badge)
                        badge.snp.makeConstraints { make in make.top.trailing.equalToSuperview(); make.size.equalTo(8) }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let button = try #require(result.views.first { $0.name == "button" }?.view as? PlaceholderView)
        #expect(button.className == "SegmentButton")
        let badge = try #require(result.views.first { $0.name == "badge" }?.view as? PlaceholderView)
        #expect(badge.className == "element of Store.badges")
        #expect(frame("badge", in: result) == CGRect(x: 367, y: 0, width: 8, height: 8))
        #expect(scene.coverage.percent == 100)
    }

    @Test func anInheritedContainerFillsItsOwnerAndAScrollViewNameIsAScrollView() throws {
        let source = """
            class LaunchView: BBCommonView {
                let title = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    scrollView.addSubview(title)
                    title.snp.makeConstraints { make in
                        make.left.top.equalToSuperview().offset(30)
                        make.size.equalTo(CGSize(width: 200, height: 900))
                        make.bottom.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, result) = try #require(layOut(source))
        let scrollView = try #require(result.views.first { $0.name == "scrollView" })
        #expect(scrollView.view is ScrollView)
        #expect(scrollView.ambiguousAttributes.isEmpty) // no constraint measures the content's width
        expectFrame(scrollView.frame, 0, 0, 375, 667)
        expectFrame(frame("title", in: result), 30, 30, 200, 900)
    }

    @Test func anInheritedViewBesideAMemberOfAnotherWordIsNoTypo() throws {
        let source = """
            class DetailAlert: KZAlertController {
                var contentSize: CGSize { CGSize(width: 272, height: 276) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = "Hi"
                    contentView.addSubview(title)
                    title.snp.makeConstraints { make in
                        make.top.equalTo(21)
                        make.centerX.equalToSuperview()
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:7:9: warning: 'contentView' is not declared: the files use it as a view, so it stands for a view property the code inherits (from its class's declaration, base class or an extension in a file not given): a placeholder view"))
        #expect(scene.coverage.percent == 100)
        // the stand-in's own pins give way without a note, and are not the file's guides
        #expect(result.diagnostics.isEmpty)
        let contentView = try #require(result.views.first { $0.name == "contentView" }?.view)
        #expect(contentView.activeLayoutConstraints.allSatisfy { $0.isMadeByView })
        #expect(contentView.activeLayoutConstraints.map(\.location?.line) == [7, 7, 7, 7])
    }

    @Test func aViewHandedToUnknownCodeAndThenConstrainedJoinsTheViewItWasHandedTo() throws {
        let source = """
            class Cell: UICollectionViewCell {
                let stackView = UIStackView()
                let loose = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupView(stackView)
                    Theme.style(loose)
                    NSLayoutConstraint.activate([
                        stackView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        stackView.widthAnchor.constraint(equalToConstant: 40),
                        stackView.heightAnchor.constraint(equalToConstant: 20),
                        loose.topAnchor.constraint(equalTo: topAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("stackView", in: result), 8, 8, 40, 20)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:6:9: warning: 'stackView' is in no view tree, but was handed to 'setupView' (unknown code) of 'Cell' and is then constrained: it is taken as added to 'Cell' by that call"))
        // handed to unknown code of a type, not of a view: nothing to join, and UIKit refuses its constraint
        #expect(scene.coverage.statements.map(\.isLaidOut) == [true, true, true, true, false])
    }

    @Test func aViewWhoseOwnUnknownCodeIsGivenTheViewItIsInAndHasNoPlaceFillsIt() throws {
        let source = """
            final class ListViewController: UIViewController {
                let tableView = UITableView()
                let badge = UILabel()
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.pin(to: view)
                    view.addSubview(badge)
                    badge.pin(to: view)
                    badge.frame = CGRect(x: 5, y: 6, width: 50, height: 20)
                    view.addSubview(banner)
                    banner.pin(to: view)
                    banner.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(30) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("tableView", in: result), 0, 0, 375, 667)
        expectFrame(frame("badge", in: result), 5, 6, 50, 20)
        expectFrame(frame("banner", in: result), 0, 0, 30, 30)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("taken as filling") } == [
            "scene.swiftlay:8:9: warning: 'tableView' is given 'view', the view it is in, by its own 'tableView.pin' "
                + "(unknown code) and has no frame or constraint of its own: it is taken as filling it",
        ])
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func aHandedViewPlacedByTheFileItselfIsNeverMovedLater() throws {
        let source = """
            let card = UIView()
            view.addSubview(card)
            let badge = UIView()
            card.install(badge)
            view.addSubview(badge)
            badge.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            badge.removeFromSuperview()
            badge.snp.makeConstraints { make in make.size.equalTo(10) }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.count == 1)
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
    }

    @Test func anExtensionOfAClassDeclaredElsewhereStandsForItsScreen() throws {
        let source = """
            extension ChatViewController {
                func layout() {
                    view.addSubview(containerView)
                    containerView.addSubview(self.titleLabel)
                    containerView.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
                    titleLabel.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(10) }
                }
                private func hidden() { view.alpha = 0 }
                func update(count: Int) { view.alpha = 0.5 }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.hooksRun == ["ChatViewController.layout()"])
        #expect(frame("containerView", in: result) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(frame("titleLabel", in: result)?.origin == CGPoint(x: 10, y: 10))
        #expect(scene.canvas.alpha == 1)
        #expect(scene.warnings.map(\.headline).prefix(3) == [
            "scene.swiftlay:1:11: warning: 'ChatViewController' is declared in a file not given: its extension here stands for the class, a UIViewController (by its name), and the extension's methods the files never call run as its declaration would call them (see 'Base classes' in the README)",
            "scene.swiftlay:3:25: warning: 'containerView' is not declared: the files use it as a view, so it stands for a view property the code inherits (from its class's declaration, base class or an extension in a file not given): a placeholder view",
            "scene.swiftlay:4:39: warning: 'titleLabel' is not declared: the files use it as a view, so it stands for a view property the code inherits (from its class's declaration, base class or an extension in a file not given): a placeholder view",
        ])
    }

    @Test func anExtensionOfAPlainlyNamedViewThatUsesItsViewIsAController() throws {
        let source = """
            extension ProductDetailView {
                func setupConstraints() {
                    view.addSubview(photo)
                    photo.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        photo.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        photo.heightAnchor.constraint(equalToConstant: 200),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.root == .controller(className: "ProductDetailView"))
        expectFrame(frame("photo", in: result), 20, 20, 335, 200)
        #expect(scene.warnings.first?.headline == "scene.swiftlay:1:11: warning: 'ProductDetailView' is declared in a "
                    + "file not given: its extension here stands for the class, a UIViewController (by its code's use "
                    + "of 'view'), and the extension's methods the files never call run as its declaration would call "
                    + "them (see 'Base classes' in the README)")
    }

    @Test func callsThatWouldTrapOrNeedTheAppsExtensionsDoNotStop() throws {
        let source = """
            let titles: [String] = []
            let buttons: [UIView] = []
            let label = UILabel()
            label.text = titles.get(index: 0)
            view.addSubview(label)
            label.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.left.equalTo(buttons[0].snp.right)
            }
            let model = ProfileViewModel()
            let output = model.transform(input: 1)
            """
        let (scene, _) = try #require(layOut(source))
        let headlines = scene.warnings.map(\.headline)
        #expect(headlines.contains("scene.swiftlay:4:21: warning: unknown symbol '[Any].get': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped"))
        #expect(headlines.contains("scene.swiftlay:8:31: warning: index 0 is out of range of an array of 0 elements (the app's data would fill it); it stands in as an unknown value and what uses it is skipped"))
        #expect(headlines.contains("scene.swiftlay:11:20: warning: unknown symbol 'ProfileViewModel.transform(input:)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped"))
        #expect(scene.coverage.statements.map(\.isLaidOut) == [true, false])
    }

    @Test func aClassNestedInAnotherTypeIsDeclaredUnderItsOwnName() throws {
        let source = """
            extension HomeViewController {
                class FeedCell: UITableViewCell {
                    let title = UILabel()
                }
            }
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(FeedCell(style: .default, reuseIdentifier: nil))
                    view.addSubview(HomeViewController.FeedCell(style: .default, reuseIdentifier: nil))
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.canvas.subviews.first?.subviews.count == 2)
        #expect(scene.canvas.subviews.first?.subviews.allSatisfy { $0 is TableViewCell } == true)
    }

    @Test func anUndeclaredClassNamedLikeALabelIsALabel() throws {
        let source = """
            let title = PaddingLabel(insets: .zero)
            title.text = "Hello"
            let card = ProfileCardView()
            view.addSubview(title)
            view.addSubview(card)
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """
        let (scene, result) = try #require(layOut(source))
        #expect((scene.canvas.subviews.first as? Label)?.text == "Hello")
        #expect((frame("title", in: result)?.height ?? 0) > 0)
        #expect((scene.canvas.subviews.last as? PlaceholderView)?.className == "ProfileCardView")
    }

    @Test func anUndeclaredNameSpellingTheScreensSizeIsIt() throws {
        let source = """
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(kScreenW - 32)
                make.height.equalTo(Device.SCREEN_HEIGHT / 2)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("card", in: result) == CGRect(x: 0, y: 0, width: 343, height: 333.5))
        #expect(scene.warnings.map(\.headline).first == "scene.swiftlay:5:24: warning: 'kScreenW' is not declared: taken as the screen's width (375) by its name")
        #expect(ScreenSizeNames.words(of: "WPScreenHeight") == ["wp", "screen", "height"])
        #expect(ScreenSizeNames.dimension(of: "Main_Screen_Width") == .width)
        #expect(ScreenSizeNames.dimension(of: "screenTitle") == nil)
        #expect(ScreenSizeNames.dimension(of: "headerHeight") == nil)
        #expect(ScreenSizeNames.dimension(of: "DEVICE_WIDTH") == .width)
        #expect(ScreenSizeNames.dimension(of: "SCREEN_VIEW_WIDTH") == .width)
        #expect(ScreenSizeNames.dimension(of: "kWindowH") == .height)
        #expect(ScreenSizeNames.dimension(of: "SCREENWIDTH") == .width)
        #expect(ScreenSizeNames.dimension(of: "deviceName") == nil)
        #expect(ScreenSizeNames.dimension(of: "SCREEN_WIDTH_SCALE") == nil)
        #expect(ScreenSizeNames.dimension(of: "windowShadowWidth") == nil)
        #expect(ScreenSizeNames.dimension(of: "WIDTH") == .width)
        #expect(ScreenSizeNames.dimension(of: "K_HEIGHT") == .height)
        #expect(ScreenSizeNames.dimension(of: "kWIDTH") == .width)
        #expect(ScreenSizeNames.dimension(of: "kWidth") == nil)
        #expect(ScreenSizeNames.dimension(of: "width") == nil)
        #expect(ScreenSizeNames.dimension(of: "CELL_HEIGHT") == nil)
    }

    @Test func anUndeclaredControllerIsAControllerWhoseViewIsAPlaceholder() throws {
        let source = """
            class Home: UIViewController {
                let camera = CameraViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(camera)
                    view.addSubview(camera.view)
                    camera.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        camera.view.topAnchor.constraint(equalTo: view.topAnchor),
                        camera.view.leftAnchor.constraint(equalTo: view.leftAnchor),
                        camera.view.widthAnchor.constraint(equalToConstant: 100),
                        camera.view.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    let views = ["v": camera.view!]
                    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]", options: NSLayoutFormatOptions(),
                                                       metrics: nil, views: views)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let placeholder = try #require(result.views.first { $0.view is PlaceholderView })
        #expect((placeholder.view as? PlaceholderView)?.className == "CameraViewController")
        #expect(placeholder.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // the format's constraints are made and dropped, never activated
        #expect(scene.coverage.statements.map(\.outcome) == [
            .laidOut, .laidOut, .laidOut, .laidOut, .missed("ran, but its constraint is never activated"),
        ])
    }

    @Test func aViewPropertyOfAnUndeclaredBaseIsAPlaceholderAndATypoIsNot() throws {
        let source = """
            class MineCell: BaseTableViewCell {
                lazy var iconView: UIImageView = { UIImageView() }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(bgView)
                    bgView.addSubview(iconView)
                    bgView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    iconView.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(20) }
                    contentView.addSubview(iconVew)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("iconView", in: result) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect((result.views.first { $0.name == "bgView" }?.view as? PlaceholderView)?.className == "bgView")
        #expect(scene.skipped.unknownSymbols.contains("iconVew"))
    }

    @Test func aRootsArrayParameterHoldsOneRepresentativeElement() throws {
        let source = """
            class Tabs: UIView {
                private var titles: [String] = []
                private var buttons: [UIButton] = []
                init(titles: [String]) {
                    super.init(frame: .zero)
                    self.titles = titles
                    for title in self.titles {
                        let button = UIButton()
                        button.setTitle(title, for: .normal)
                        addSubview(button)
                        buttons.append(button)
                    }
                    buttons[0].snp.makeConstraints { make in make.edges.equalToSuperview(); make.height.equalTo(30) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("buttons[0]", in: result) == CGRect(x: 0, y: 0, width: 375, height: 30))
        #expect(scene.warnings.map(\.headline).first == "scene.swiftlay:1:7: warning: the root 'Tabs' is made with init(titles:), given unknown values for 'titles'")
    }

    @Test func aRootWhoseLayoutIsBuiltOnlyByAConvenienceInitializerIsMadeWithIt() throws {
        let source = """
            class Menu: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                convenience init(items: [String], frame: CGRect) {
                    self.init(frame: frame)
                    for _ in items { addItem() }
                }
                private func addItem() {
                    let item = UIView()
                    addSubview(item)
                    item.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(44) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("item", in: result), 0, 0, 44, 44)
        #expect(scene.warnings.map(\.headline).first == "scene.swiftlay:1:7: warning: the root 'Menu' is made with "
                    + "init(items:frame:), given unknown values for 'items'")
    }

    @Test func aRootWhoseHostInitializerBuildsItsLayoutIsStillMadeWithIt() throws {
        let source = """
            class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let title = UILabel()
                    addSubview(title)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                convenience init(badge: String) {
                    self.init(frame: .zero)
                    let badgeView = UIView()
                    addSubview(badgeView)
                }
            }
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.canvas.subviews.first?.subviews.count == 1)
    }

    @Test func aConstrainedViewWhoseAutoresizingFlagNoFileSetsIsTakenAsCleared() throws {
        let source = """
            let title = TitleLabel()
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                title.widthAnchor.constraint(equalToConstant: 100),
                title.heightAnchor.constraint(equalToConstant: 30),
            ])
            let framed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            view.addSubview(framed)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("title", in: result), 16, 20, 100, 30)
        expectFrame(frame("framed", in: result), 5, 5, 10, 10)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("translatesAutoresizing") } == [
            "scene.swiftlay:4:31: warning: UILabel:title has constraints but the files never set its "
                + "translatesAutoresizingMaskIntoConstraints: taken as cleared by code not given (its class, an "
                + "addSubviews helper or a property wrapper), as the constraints would conflict otherwise",
        ])
    }

    @Test func aFileThatKeepsTheAutoresizingFlagIsTakenAtItsWord() throws {
        let source = """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            box.translatesAutoresizingMaskIntoConstraints = true
            box.backgroundColor = Theme.card
            view.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 80).isActive = true
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 50, 50)
        #expect(!scene.warnings.contains { $0.message.contains("translatesAutoresizing") })
        #expect(!result.conflicts.isEmpty)
    }

    @Test func placeholdersOfScrollViewsAndComponentsKeepTheirGuidesAndViews() throws {
        let source = """
            let scroll = MainScrollView()
            let header = HeaderComponentView()
            view.addSubview(scroll)
            scroll.addSubview(header.view)
            scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
            header.view.snp.makeConstraints { make in
                make.top.left.equalTo(scroll.contentLayoutGuide)
                make.width.equalTo(scroll.frameLayoutGuide)
                make.height.equalTo(80)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.canvas.subviews.first is ScrollView)
        #expect(frame("header", in: result) == CGRect(x: 0, y: 0, width: 375, height: 80))
        #expect(scene.coverage.percent == 100)
    }

    @Test func aOneParameterClosureHandedToAnUndeclaredMethodOfAnObjectGetsTheObject() throws {
        let source = """
            let table = BaseTableView()
            table.set {
                view.addSubview($0)
                $0.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(50) }
            }
            """
        let (_, result) = try #require(layOut(source))
        #expect(frame("table", in: result) == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func functionReferencesWithLabelsAreClosures() throws {
        let source = """
            let a = UIView(), b = UIView()
            let container = UIView().then { [a, b].forEach($0.addSubview(_:)) }
            view.addSubview(container)
            func make(title: String) -> UILabel { let label = UILabel(); label.text = title; return label }
            let labels = ["x", "y"].map(make(title:))
            labels.forEach(view.addSubview(_:))
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.canvas.subviews.count == 3)
        #expect(scene.canvas.subviews.first?.subviews.count == 2)
        #expect((scene.canvas.subviews.last as? Label)?.text == "y")
    }

    @Test func anUndeclaredMethodWithAClosureOnANewObjectConfiguresIt() throws {
        let source = """
            let title: UILabel = .init().set { $0.text = "Hi"; $0.textColor = .red }
            let stack = UIStackView().also { stack in stack.axis = .vertical }
            view.addSubview(title)
            view.addSubview(stack)
            title.onTap { $0.alpha = 0 }
            """
        let (scene, _) = try #require(layOut(source))
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "Hi")
        #expect(label.alpha == 1)
        #expect((scene.canvas.subviews.last as? StackView)?.axis == .vertical)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("configuration helper") } == [
            "scene.swiftlay:1:30: warning: 'set' is not declared: taken as a configuration helper like Then's 'then' — its closure runs with the new UILabel and the call gives it back",
            "scene.swiftlay:2:27: warning: 'also' is not declared: taken as a configuration helper like Then's 'then' — its closure runs with the new UIStackView and the call gives it back",
        ])
    }

    @Test func aViewMadeWithAnUnknownArgumentIsMadeWithThePlainValueOfItsType() throws {
        let source = """
            let tags = UICollectionView(frame: .zero, collectionViewLayout: Layouts.leftAligned())
            let card = UIView(frame: Theme.cardFrame)
            view.addSubview(tags)
            view.addSubview(card)
            tags.snp.makeConstraints { $0.top.left.right.equalToSuperview(); $0.height.equalTo(80) }
            card.snp.makeConstraints { $0.top.equalTo(tags.snp.bottom); $0.left.right.equalToSuperview(); $0.height.equalTo(20) }
            let tint = UIColor(red: Theme.red, green: 0, blue: 0, alpha: 1)
            """
        let (scene, result) = try #require(layOut(source))
        let tagList = try #require(scene.canvas.subviews.first as? CollectionView)
        // UICollectionViewLayout is abstract: a flow layout stands in, so a data source's items would show
        #expect(tagList.collectionViewLayout is CollectionViewFlowLayout)
        expectFrame(frame("tags", in: result), 0, 0, 375, 80)
        expectFrame(frame("card", in: result), 0, 80, 375, 20)
        #expect(scene.warnings.map(\.headline).filter { $0.contains("is given an unknown value") } == [
            "scene.swiftlay:1:12: warning: UICollectionView(frame:collectionViewLayout:) is given an unknown value; the view is made with UICollectionViewFlowLayout() for 'collectionViewLayout'",
            "scene.swiftlay:2:12: warning: UIView(frame:) is given an unknown value; the view is made with CGRect() for 'frame'",
        ])
    }
    @Test func aCompletionHandingItsOwnWorkOnAgainRunsOncePerObject() throws {
        let source = """
            class ShareController: UIViewController {
                var loads = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    load()
                }
                func load() {
                    Loader.fetch { [weak self] in
                        self?.loads += 1
                        self?.view.addSubview(UIView())
                        self?.load()
                    }
                }
            }
            """
        let scene = try #require(loadScene(source))
        let controller = try #require(scene.canvas.hostedController as? ScriptedObject)
        #expect(property("loads", of: controller) == "1")
        #expect(scene.canvas.hostedController?.view.subviews.count == 1)
    }

    @Test func aCompletionGivenToARequestHandedOnToOtherUnknownCodeRunsToo() throws {
        let source = """
            class OrdersController: UIViewController {
                let summary = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Network.shared.add(Network.shared.request(path: "orders") { [weak self] data in
                        self?.setUpUI()
                    })
                }
                private func setUpUI() {
                    view.addSubview(summary)
                    summary.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(12) }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(frame("summary", in: result)?.origin == CGPoint(x: 12, y: 12))
        #expect(scene.coverage.percent == 100)
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:5:67: warning: the closure passed to 'Network.shared.request', which is unknown, runs once "
                + "after this step: it builds layout (adds views, reloads a list or makes constraints)"))
    }
}

private extension Range where Bound == String.Index {
    /// The range as a span of UTF-8 offsets in `text`.
    func utf8Span(in text: String) -> SourceSpan {
        SourceSpan(start: text.utf8.distance(from: text.startIndex, to: lowerBound),
                   end: text.utf8.distance(from: text.startIndex, to: upperBound))
    }
}
