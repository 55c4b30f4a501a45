import Foundation
import SwiftParser
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// The methods and observed properties only the app's other files call, run with placeholder data (``EntryPoints``).
@Suite struct EntryPointsTests {
    /// A cell whose data arrives from outside, with every kind of method that is not an entry point beside the ones
    /// that are.
    private let cell = """
        import UIKit

        final class ProductCell: UICollectionViewCell {
            private let nameLabel = UILabel()
            private let photos = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(nameLabel)
                contentView.addSubview(photos)
                nameLabel.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(8)
                }
            }

            required init?(coder: NSCoder) { fatalError() }

            func configure(with product: Product) {
                nameLabel.text = product.title
            }

            func setPhotos(_ images: [UIImage]) {
                for image in images {
                    let thumb = UIImageView(image: image)
                    photos.addArrangedSubview(thumb)
                    thumb.snp.makeConstraints { make in make.size.equalTo(40) }
                }
                photos.snp.makeConstraints { make in
                    make.top.equalTo(nameLabel.snp.bottom).offset(4)
                    make.leading.bottom.equalToSuperview().inset(8)
                }
            }

            var state: State? {
                didSet { nameLabel.alpha = 0.5 }
            }
            var isFavourite = false {
                didSet { nameLabel.textColor = .red }
            }
            var badgeCount = 0 {
                didSet { nameLabel.alpha = 1 }
            }

            func setLoading(_ loading: Bool) { nameLabel.isHidden = loading }
            private func reset(title: String) { nameLabel.text = "reset" }
            @objc func didTap(_ sender: UIButton) { nameLabel.text = "tapped" }
            func title(for product: Product) -> String { "x" }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                nameLabel.text = "selected"
            }
            func calendar(_ calendar: FSCalendar, didSelect date: Date) { nameLabel.text = "date" }
            func refresh(with product: Product) { nameLabel.text = "refreshed" }
            func update(badge: Int) { badgeCount = badge }
        }

        extension ProductCell: ProductDisplaying {
            func display(_ product: Product) { nameLabel.text = "displayed" }
        }

        func reload(cell: ProductCell) { cell.refresh(with: cell.product) }
        """

    @Test func methodsAndObservedPropertiesNoFileReachesRunWithPlaceholdersInSourceOrder() throws {
        let (scene, result) = try #require(layOut(cell))
        #expect(scene.entryPointsRun == ["ProductCell.configure(with:)", "ProductCell.setPhotos(_:)",
                                         "ProductCell.state", "ProductCell.isFavourite", "ProductCell.setLoading(_:)",
                                         "ProductCell.update(badge:)"])
        let name = try #require(result.views.first { $0.name == "nameLabel" }?.view as? Label)
        #expect(name.text == "‹product.title›")
        // badgeCount keeps its 0 when update(badge:) assigns it a placeholder, and its observer runs
        #expect(name.alpha == 1)
        // a UIKit property assigned a placeholder keeps its value
        #expect(name.isHidden == false)
        #expect(name.textColor == .red)
        expectFrame(frame("thumb", in: result), 0, 0, 40, 40)
        #expect(result.views.filter { $0.name == "thumb" }.count == 1)
        #expect(scene.coverage.percent == 100)
    }

    /// A computed property with a setter that no file assigns is set with a placeholder, so its setter fills the
    /// view; a get-only one, a private one and one the files assign are left alone.
    @Test func aComputedPropertyWithASetterNoFileAssignsIsSetWithAPlaceholder() throws {
        let (scene, result) = try #require(layOut("""
            class UserView: UIView {
                public var userName: String? {
                    get { nameLabel.text }
                    set { nameLabel.text = newValue ?? "diver" }
                }
                var email: String? {
                    get { emailLabel.text }
                    set { emailLabel.text = "email: \\(newValue ?? "none")" }
                }
                var title: String { nameLabel.text ?? "" }
                private var secret: String? {
                    get { nil }
                    set { nameLabel.text = "secret" }
                }
                var initials: String? {
                    get { nil }
                    set { emailLabel.text = "initials" }
                }
                private let nameLabel = UILabel()
                private let emailLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(nameLabel)
                    addSubview(emailLabel)
                    initials = nil
                    nameLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
                    emailLabel.snp.makeConstraints { make in
                        make.top.equalTo(nameLabel.snp.bottom)
                        make.leading.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """))
        #expect(scene.entryPointsRun == ["UserView.userName", "UserView.email"])
        let name = try #require(result.views.first { $0.name == "nameLabel" }?.view as? Label)
        let email = try #require(result.views.first { $0.name == "emailLabel" }?.view as? Label)
        #expect(name.text == "‹userName›")
        #expect(email.text == "email: ‹email›")
    }

    @Test func theLayoutAnEntryPointBuildsIsPlacedUnderTheLayoutBuiltFirst() throws {
        let (_, result) = try #require(layOut(cell))
        let name = try #require(frame("nameLabel", in: result))
        let photos = try #require(frame("photos", in: result))
        #expect(photos.minY == name.maxY + 4)
        #expect(photos.minX == 8)
        #expect(photos.size == CGSize(width: 40, height: 40))
    }

    @Test func theMethodsOfAProtocolTheFilesDeclareRunForTheScreenThatAdoptsIt() throws {
        let (scene, result) = try #require(layOut("""
            protocol DetailViewInterface: AnyObject {
                func configureNameLabel()
                func configureReleaseLabel()
            }
            final class DetailViewController: UIViewController {
                private let viewModel = DetailViewModel()
                private var nameLabel: UILabel!
                private var releaseLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.view = self
                    viewModel.viewDidLoad()
                }
            }
            extension DetailViewController: DetailViewInterface {
                func configureNameLabel() {
                    nameLabel = UILabel()
                    view.addSubview(nameLabel)
                    nameLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16) }
                }
                func configureReleaseLabel() {
                    releaseLabel = UILabel()
                    view.addSubview(releaseLabel)
                    releaseLabel.snp.makeConstraints { make in
                        make.top.equalTo(nameLabel.snp.bottom).offset(8)
                        make.leading.equalTo(nameLabel)
                    }
                }
            }
            """))
        #expect(scene.entryPointsRun == ["DetailViewController.configureNameLabel()",
                                         "DetailViewController.configureReleaseLabel()"])
        #expect(scene.coverage.percent == 100)
        let name = try #require(frame("nameLabel", in: result))
        let release = try #require(frame("releaseLabel", in: result))
        #expect(name.origin == CGPoint(x: 16, y: 16))
        #expect(release.minY == name.maxY + 8)
        #expect(release.minX == 16)
    }

    @Test func noEntryPointsLeavesThemUncalled() throws {
        let scene = try SceneScript.load(source: cell, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(runsEntryPoints: false))
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(scene.entryPointsRun.isEmpty)
        #expect(frame("thumb", in: result) == nil)
        #expect((result.views.first { $0.name == "nameLabel" }?.view as? Label)?.text == nil)
        #expect(scene.coverage.laidOutCount == 1)
    }

    @Test func aControllerRunsItsOwnAfterViewDidLoadAndThenThoseOfTheSceneViewsInItsTree() throws {
        let source = """
            final class HeaderView: UIView {
                let nameLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(nameLabel)
                    nameLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
                }
                required init?(coder: NSCoder) { fatalError() }
                func configure(name: String) { nameLabel.text = name }
            }

            final class ProfileViewController: UIViewController {
                let header = HeaderView()
                let countLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
                }
                func show(count: Int) {
                    view.addSubview(countLabel)
                    countLabel.text = "\\(count) posts"
                    countLabel.snp.makeConstraints { make in
                        make.top.equalTo(header.snp.bottom)
                        make.leading.equalToSuperview().offset(16)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.entryPointsRun == ["ProfileViewController.show(count:)", "HeaderView.configure(name:)"])
        let header = try #require(frame("header", in: result))
        #expect(header.height == 53)
        let count = try #require(result.views.first { $0.name == "countLabel" })
        #expect(count.frame.minY == header.maxY)
        #expect(count.frame.minX == 16)
        #expect((count.view as? Label)?.text == "‹count› posts")
        #expect((result.views.first { $0.name == "nameLabel" }?.view as? Label)?.text == "‹name›")
    }

    @Test func anOverrideOfTheUndeclaredBasesDataMethodRunsWithAPlaceholder() throws {
        let (scene, result) = try #require(layOut("""
            class ChainCell: FxTableViewCell {
                let stateStack = UIStackView()
                override func bind(_ viewModel: Any?) {
                    contentView.addSubview(stateStack)
                    stateStack.snp.remakeConstraints { make in
                        make.top.left.equalToSuperview().offset(12)
                        make.size.equalTo(CGSize(width: 100, height: 20))
                    }
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }
            """))
        #expect(scene.entryPointsRun == ["ChainCell.bind(_:)"])
        expectFrame(frame("stateStack", in: result), 12, 12, 100, 20)
        #expect(scene.coverage.percent == 100)
        let (framework, _) = try #require(layOut("""
            final class SheetController: UIPresentationController {
                let overlay = UIView()
                override func dismissalTransitionDidEnd(_ completed: Bool) {
                    overlay.removeFromSuperview()
                }
            }
            """))
        #expect(framework.entryPointsRun.isEmpty)
    }

    @Test func aViewParameterIsGivenAViewStandingInForIt() throws {
        let source = """
            class ThemedViewController: UIViewController {
                func setupBackground(backgroundView: UIView) {
                    view.addSubview(backgroundView)
                    backgroundView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let background = try #require(result.views.first { $0.name == "backgroundView" }?.view as? PlaceholderView)
        #expect(background.className == "backgroundView")
        expectFrame(frame("backgroundView", in: result), 0, 0, 375, 667)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aMethodThatLaysOutAndReturnsAMeasureRunsAndAFactoryDoesNot() throws {
        let source = """
            final class PostCell: UITableViewCell {
                let titleLabel = UILabel()
                func setData(_ post: Post) -> CGFloat {
                    contentView.addSubview(titleLabel)
                    titleLabel.text = post.title
                    titleLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
                    return 44
                }
                func makeBadge(_ text: String) -> UILabel {
                    let badge = UILabel()
                    contentView.addSubview(badge)
                    badge.snp.makeConstraints { make in make.top.left.equalToSuperview() }
                    return badge
                }
                func height(for post: Post) -> CGFloat { 44 }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.entryPointsRun == ["PostCell.setData(_:)"])
        #expect((result.views.first { $0.name == "titleLabel" }?.view as? Label)?.text == "‹post.title›")
        #expect(!result.views.contains { $0.name == "badge" })
    }

    @Test func aRuntimeErrorInsideOneIsAWarningAndTheNextStillRuns() throws {
        let source = """
            final class BannerView: UIView {
                let titleLabel = UILabel()
                func show(message: String) {
                    fatalError("not loaded")
                }
                func configure(title: String) {
                    addSubview(titleLabel)
                    titleLabel.text = title
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:4:9: warning: BannerView.show(message:), run as the app's other files would call it, "
                + "stopped: Fatal error: not loaded; what it did before stays",
        ])
        #expect(scene.entryPointsRun == ["BannerView.show(message:)", "BannerView.configure(title:)"])
        #expect((result.views.first { $0.name == "titleLabel" }?.view as? Label)?.text == "‹title›")
    }

    @Test func cocoaDelegateNamesAreRecognisedFromTheSendersType() {
        func parameter(_ label: String?, _ type: String) -> FunctionParameter {
            FunctionParameter(label: label, name: "x", type: .named([type], SourceSpan(start: 0, end: 0)),
                              defaultValue: nil)
        }
        #expect(EntryPoints.isDelegateCallback(named: "tableView", firstParameter: parameter(nil, "UITableView")))
        #expect(EntryPoints.isDelegateCallback(named: "scrollViewDidScroll", firstParameter: parameter(nil, "UIScrollView")))
        #expect(EntryPoints.isDelegateCallback(named: "calendar", firstParameter: parameter(nil, "FSCalendar")))
        #expect(EntryPoints.isDelegateCallback(named: "webView", firstParameter: parameter(nil, "WKWebView")))
        #expect(!EntryPoints.isDelegateCallback(named: "configure", firstParameter: parameter(nil, "UITableView")))
        #expect(!EntryPoints.isDelegateCallback(named: "tableView", firstParameter: parameter("in", "UITableView")))
        #expect(!EntryPoints.isDelegateCallback(named: "tableView", firstParameter: nil))
    }

    @Test func mentionsAndAssignmentsAreReadFromTheSyntaxNotFromComments() throws {
        let source = """
            // cell.configure(with: item)
            let sel = #selector(Cell.didTap(_:))
            if cell.state == .loaded { }
            cell.count += 1
            self.title = "x"
            cell?.badge = 2
            let isOn = flag != nil
            func declared() { }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        #expect(!index.isMentioned("configure"))
        #expect(index.isMentioned("didTap"))
        #expect(!index.isMentioned("declared"))
        #expect(index.isMentioned("state") && !index.isAssigned("state"))
        #expect(index.isAssigned("count") && index.isAssigned("title") && index.isAssigned("badge"))
        #expect(!index.isAssigned("flag") && !index.isAssigned("isOn"))
    }

    @Test func aCallReachesOnlyTheMethodsWhoseParametersItsLabelsFit() throws {
        let source = """
            header.configure(title: "Hi")
            cell.update(with: item)
            list.reload { }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        func parameter(_ label: String?, defaulted: Bool = false) -> FunctionParameter {
            FunctionParameter(label: label, name: "x", type: .named(["Int"], SourceSpan(start: 0, end: 0)),
                              defaultValue: defaulted ? .integer(0, SourceSpan(start: 0, end: 0)) : nil)
        }
        let elsewhere = SourceSpan(start: 1_000, end: 1_100)
        #expect(!index.mayReach("configure", parameters: [parameter("with")], body: elsewhere))
        #expect(index.mayReach("configure", parameters: [parameter("title")], body: elsewhere))
        #expect(index.mayReach("configure", parameters: [parameter("title"), parameter("animated", defaulted: true)],
                               body: elsewhere))
        #expect(!index.mayReach("configure", parameters: [parameter("title"), parameter("animated")], body: elsewhere))
        #expect(index.mayReach("update", parameters: [parameter("with")], body: elsewhere))
        #expect(index.mayReach("reload", parameters: [parameter("completion")], body: elsewhere),
                "a trailing closure's label is unsaid")
        #expect(index.isMentioned("configure"))
    }

    @Test func aCallInsideTheMethodsOwnBodyDoesNotReachIt() throws {
        let source = """
            func bind(to model: Chat) {
                chatView.bind(to: model)
            }
            """
        let tree = Parser.parse(source: source)
        let index = LayoutBuildingIndex(files: [LayoutBuildingIndex.facts(in: tree, baseOffset: 0)])
        let chat = TypeRef.named(["Chat"], SourceSpan(start: 0, end: 0))
        let parameter = FunctionParameter(label: "to", name: "model", type: chat, defaultValue: nil)
        let body = SourceSpan(start: 26, end: source.utf8.count)
        #expect(!index.mayReach("bind", parameters: [parameter], body: body))
        #expect(index.mayReach("bind", parameters: [parameter], body: SourceSpan(start: 0, end: 10)))
    }

    @Test func aMethodThatForwardsItsDataToASubviewOfTheSameNameStillRuns() throws {
        let source = """
            import UIKit

            final class ChatCell: UITableViewCell {
                private let chatView = ChatView()
                private var trailing: NSLayoutConstraint?

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    chatView.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(chatView)
                    NSLayoutConstraint.activate([
                        chatView.topAnchor.constraint(equalTo: contentView.topAnchor),
                        chatView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                        chatView.widthAnchor.constraint(equalToConstant: 200),
                    ])
                }

                required init?(coder: NSCoder) { fatalError() }

                func bind(to model: Chat) {
                    chatView.bind(to: model)
                    trailing = chatView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6)
                    trailing?.isActive = true
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.entryPointsRun == ["ChatCell.bind(to:)"])
        let chat = try #require(result.views.first { $0.name == "chatView" })
        #expect(chat.ambiguousAttributes.isEmpty)
        #expect(abs(chat.frame.minX - (testSize.width - 206)) < 1e-6 && chat.frame.width == 200)
    }
}

/// Labels another file fills (`cell.userLabel.text = user.name`) show their property's name.
@Suite struct LabelsFilledFromOutsideTests {
    private let cell = """
        final class UserCell: UITableViewCell {
            let userLabel = UILabel()
            private let hiddenLabel = UILabel()
            private(set) var detailLabel = UILabel()
            let emptyLabel = UILabel()
            let spareLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                [userLabel, hiddenLabel, detailLabel, emptyLabel].forEach { contentView.addSubview($0) }
                emptyLabel.text = ""
                userLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(8) }
                detailLabel.snp.makeConstraints { make in
                    make.top.equalTo(userLabel.snp.bottom)
                    make.leading.bottom.equalToSuperview().inset(8)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aReachableLabelInTheTreeWithNoTextShowsItsName() throws {
        let (scene, result) = try #require(layOut(cell))
        #expect(scene.entryPointsRun == ["UserCell.userLabel.text", "UserCell.detailLabel.text"])
        func text(_ name: String) -> String? { (result.views.first { $0.name == name }?.view as? Label)?.text }
        #expect(text("userLabel") == "‹userLabel›")
        #expect(text("detailLabel") == "‹detailLabel›")
        #expect(text("hiddenLabel") == nil)
        #expect(text("emptyLabel") == "")
        #expect(result.views.contains { $0.name == "spareLabel" } == false)
        expectFrame(frame("detailLabel", in: result), 8, 29, 111, 21)
    }

    @Test func noPlaceholderTextLeavesThemEmpty() throws {
        let scene = try SceneScript.load(source: cell, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(showsPlaceholderText: false))
        #expect(scene.entryPointsRun.isEmpty)
    }

    /// An image view another file fills (`cell.avatar.image = photo`) shows a stand-in image named after it, so the
    /// views placed beside it keep their places.
    @Test func aReachableImageViewInTheTreeWithNoImageShowsAStandIn() throws {
        let (scene, result) = try #require(layOut("""
            final class AddressCell: UITableViewCell {
                let avatar = UIImageView()
                private let badge = UIImageView()
                let icon = UIImageView(image: UIImage(systemName: "star"))
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    [avatar, badge, icon, title].forEach { contentView.addSubview($0) }
                    title.text = "Home"
                    avatar.snp.makeConstraints { make in
                        make.centerY.equalToSuperview()
                        make.leading.equalToSuperview().offset(10)
                    }
                    title.snp.makeConstraints { make in
                        make.centerY.equalToSuperview()
                        make.leading.equalTo(avatar.snp.trailing).offset(10)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """))
        #expect(scene.entryPointsRun == ["AddressCell.avatar.image"])
        let avatar = try #require(result.views.first { $0.name == "avatar" }?.view as? ImageView)
        #expect(avatar.image?.size == Image(standingInFor: "‹avatar›").size)
        #expect((result.views.first { $0.name == "badge" }?.view as? ImageView)?.image == nil)
        let width = try #require(avatar.image?.size.width)
        #expect(frame("title", in: result)?.minX == 20 + width)
    }
}
