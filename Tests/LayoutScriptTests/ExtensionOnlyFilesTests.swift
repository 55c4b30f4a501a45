import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Files holding only an extension of a class declared in a file not given: the class a name implies by its code's
/// use of `self`, the stored view properties the code assigns, and its methods running once.
@Suite struct ExtensionOnlyFilesTests {
    @Test func anExtensionAssigningUndeclaredViewsStoresThem() throws {
        let source = """
            extension MovieHeaderView {
                func buildViews() {
                    scrollView = UIScrollView()
                    addSubview(scrollView)
                    scrollView.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    self.titleLabel = UILabel()
                    scrollView.addSubview(titleLabel)
                    titleLabel.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(10)
                        make.size.equalTo(CGSize(width: 100, height: 20))
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:3:9: warning: 'scrollView' is not declared: the code assigns it and uses it as a view, so "
                + "it is a stored property its class declares in a file not given"))
        #expect(scene.hooksRun == ["MovieHeaderView.buildViews()"])
        #expect(scene.entryPointsRun.isEmpty)
        let root = try #require(scene.canvas.rootView.subviews.first)
        #expect(root.subviews.count == 1)
        let scrollView = try #require(root.subviews.first as? ScrollView)
        #expect(scrollView.subviews.compactMap { $0 as? Label }.count == 1)
        expectFrame(frame("titleLabel", in: result), 10, 10, 100, 20)
        #expect(scene.coverage.percent == 100)
    }

    @Test func aViewReadBeforeItIsAssignedLeavesTheTreeForTheAssignedOne() throws {
        let source = """
            extension ProfileView {
                func build() {
                    avatarView.backgroundColor = .red
                    avatarView = UIImageView()
                    addSubview(avatarView)
                    avatarView.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.size.equalTo(40)
                    }
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let root = try #require(scene.canvas.rootView.subviews.first)
        #expect(root.subviews.count == 1)
        #expect(root.subviews.first is ImageView)
        expectFrame(frame("avatarView", in: result), 0, 0, 40, 40)
    }

    @Test func anExtensionUsingViewIsAControllers() throws {
        let source = """
            extension WeatherScreen {
                func setConstraints() {
                    let city = UILabel()
                    city.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(city)
                    NSLayoutConstraint.activate([
                        city.topAnchor.constraint(equalTo: view.topAnchor, constant: 75),
                        city.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.first?.headline
                == "scene.swiftlay:1:11: warning: 'WeatherScreen' is declared in a file not given: its extension here "
                + "stands for the class, a UIViewController (by its code's use of 'view'), and the extension's "
                + "methods the files never call run as its declaration would call them (see 'Base classes' in the "
                + "README)")
        #expect(frame("city", in: result)?.origin == CGPoint(x: 20, y: 75))
    }

    @Test func anExtensionAddingToItselfIsAViews() throws {
        let source = """
            extension WeatherBadge {
                func layout() {
                    let icon = UIView()
                    addSubview(icon)
                    icon.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.first?.headline.contains("a UIView (by its code's own 'addSubview')") == true)
        expectFrame(frame("icon", in: result), 4, 4, 16, 16)
    }

    @Test func anExtensionOfATypeItUsesNothingOfIsStillIgnored() throws {
        let source = """
            extension PriceFormatting {
                func layout(in container: UIView) {
                    container.addSubview(UIView())
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.first?.headline
                == "scene.swiftlay:1:11: warning: extension of 'PriceFormatting' is ignored: the scene does not know this type")
    }
    @Test func anAppClassNamedLikeAModelTypeIsTheApps() throws {
        let source = """
            import UIKit

            extension TableViewCell {
                func setupUrlView() {
                    addSubview(card)
                    NSLayoutConstraint.activate([
                        card.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        card.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                    ])
                }
            }
            """
        let (scene, result) = try #require(layOut(source, fileName: "TableViewCell+Url.swift"))
        let standsFor: String = "TableViewCell+Url.swift:3:11: warning: 'TableViewCell' is declared in a file not "
            + "given: its extension here stands for the class, a UITableViewCell (by its name), and the extension's "
            + "methods the files never call run as its declaration would call them (see 'Base classes' in the README)"
        #expect(scene.warnings.map(\.headline).first == standsFor)
        #expect(scene.hooksRun == ["TableViewCell.setupUrlView()"])
        expectFrame(frame("card", in: result), 16, 8, 343, 44)
        #expect(scene.coverage.percent == 100)
    }
}
