import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// What a scene uses but does not define degrades to an unknown value: one warning per distinct symbol, at its first
/// use; UIKit properties assigned one keep their defaults; constraints with an unknown constant or target are skipped.
@Suite struct UnknownSymbolDegradationTests {
    private func warnings(_ scene: LoadedScene) -> [String] { scene.warnings.map(\.headline) }

    @Test func unknownNamesWarnOncePerSymbolAtTheFirstUse() throws {
        let source = """
            let title = UILabel()
            title.textColor = Theme.primary
            title.backgroundColor = Theme.background
            view.addSubview(title)
            title.text = R.string.greeting()
            """
        let (scene, result) = try #require(layOut(source))
        #expect(warnings(scene) == [
            "scene.swiftlay:2:19: warning: unknown symbol 'Theme': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:5:14: warning: unknown symbol 'R': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(scene.skipped.unknownSymbols == ["Theme", "R"])
        let label = try #require(result.views.first { $0.name == "title" })
        #expect(label.name == "title")
        let title = try #require(scene.canvas.subviews.first as? Label)
        #expect(title.text == "‹R.string.greeting()›")
        #expect(title.textColor == Label().textColor)
        #expect(title.backgroundColor == nil)
    }

    @Test func membersUIKitDoesNotModelAreUnknownAndTheirClosuresDoNotRun() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.addMotionEffect(tilt)
            box.rx.tapGesture().subscribe(onNext: { _ in box.backgroundColor = .red })
            box.kf.setImage(with: url) { _ in box.alpha = 0 }
            """
        let scene = try #require(loadScene(source))
        #expect(warnings(scene) == [
            "scene.swiftlay:3:5: warning: unknown symbol 'UIView.addMotionEffect': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:3:21: warning: unknown symbol 'tilt': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:4:5: warning: unknown symbol 'UIView.rx': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:5:5: warning: unknown symbol 'UIView.kf': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:5:23: warning: unknown symbol 'url': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(scene.skipped.unrunClosures == 2)
        let box = try #require(scene.canvas.subviews.first)
        #expect(box.backgroundColor == nil)
        #expect(box.alpha == 1)
    }

    @Test func nearMisspellingsAreTheAppsOwnWithASuggestion() {
        #expect(firstWarning("let avatar = UIView()\nview.addSubview(avatr)") == "scene.swiftlay:2:17: warning: unknown symbol 'avatr': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'avatar'?")
        #expect(firstWarning("let label = UILabel()\nlabel.txt = \"a\"") == "scene.swiftlay:2:7: warning: unknown symbol 'UILabel.txt': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'text'?")
    }

    @Test func constraintsWithAnUnknownTargetAreSkippedAndAnUnknownConstantIsAStandIn() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(Metrics.top)
                make.leading.equalTo(headerView.snp.trailing)
                make.left.right.equalToSuperview().inset(20)
                make.top.equalToSuperview().offset(10).priority(.low)
                make.height.equalTo(44)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(warnings(scene) == [
            "scene.swiftlay:4:40: warning: unknown symbol 'Metrics': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:5:26: warning: unknown symbol 'headerView': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:5:18: warning: constraint skipped: its target 'headerView' is unknown",
        ])
        #expect(scene.skipped.skippedConstraints == 1)
        // the unknown constant is a stand-in 0 (required), which wins over the optional top offset of 10
        expectFrame(frame("box", in: result), 20, 0, 335, 44)
    }

    @Test func unknownValuesAbsorbArithmeticLoopsAndTypesAndHoldAsConditions() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            let viewModel: ProfileViewModel = makeViewModel()
            var width: CGFloat = 100
            width += Layout.extra * 2
            if viewModel.isPremium { box.backgroundColor = .red }
            for item in viewModel.items { box.addSubview(UIView()) }
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.height.equalTo(width)
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.skipped.unknownSymbols == ["ProfileViewModel", "makeViewModel", "Layout"])
        // a loop over an unknown sequence runs once, with an unknown element
        #expect(scene.canvas.subviews.first?.subviews.count == 1)
        // an unknown condition holds: the layout under it is what the file is about
        #expect(scene.canvas.subviews.first?.backgroundColor == .red)
        #expect(scene.warnings.map(\.headline).contains("scene.swiftlay:6:4: warning: condition 'viewModel.isPremium' is unknown; the 'if' branch runs (an unknown condition holds, see 'Unknown is a value' in the README)"))
        expectFrame(frame("box", in: result), 0, 0, 100, 100)
    }

    /// An array joined with an unknown sequence keeps its elements, the unknown standing for the rest as one element:
    /// the constraints listed beside an app helper's are activated.
    @Test func anArrayJoinedWithAnUnknownSequenceKeepsItsElements() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 30),
                box.heightAnchor.constraint(equalToConstant: 40),
            ] + box.constraintsFilling(view))
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 20, 10, 30, 40)
        #expect(scene.coverage.laidOutCount == 4)
        #expect(evaluated("let names = Extra.names + [\"a\", \"b\"]", "names.count") == "3")
    }

    @Test func anUnknownConditionOfAnIfThatOnlyLeavesDoesNotHoldSoTheCodeAfterItRuns() throws {
        let source = """
            final class Tabs: UIView {
                private let cursor = UIView()
                private var selected = 0
                init() {
                    super.init(frame: .zero)
                    addSubview(cursor)
                    select(index: Store.savedIndex)
                }
                required init?(coder: NSCoder) { fatalError() }
                private func select(index: Int) {
                    if index == selected { return }
                    cursor.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(16) }
                    if index < 0 { cursor.alpha = 0.5; return }
                    cursor.backgroundColor = .red
                    if index > 5 {
                        if cursor.superview != nil { cursor.isHidden = true } else { return }
                        return
                    }
                    if index > 9 { addSubview(UIView()); return }
                    cursor.layer.cornerRadius = 8
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("cursor", in: result), 0, 0, 16, 16)
        let cursor = try #require(result.views.first { $0.name == "cursor" }?.view)
        // a body that builds no layout before leaving is an early exit too (reporting a state and leaving)
        #expect(cursor.alpha == 1)
        #expect(cursor.backgroundColor == .red)
        // so is one that tidies up under a condition of its own before leaving
        #expect(!cursor.isHidden)
        // one that adds a view before leaving holds, as any unknown condition does
        #expect(scene.canvas.subviews.first?.subviews.count == 2)
        #expect(cursor.layer.cornerRadius == 0)
        let skipped: String = "scene.swiftlay:11:12: warning: condition 'index == selected' is unknown; the 'if' "
            + "body, which only leaves, is skipped and the code after it runs (an 'if' that only leaves is a 'guard' "
            + "spelt the other way round, see 'Unknown is a value' in the README)"
        #expect(scene.warnings.map(\.headline).contains(skipped))
    }

    @Test func anIfThatReturnsAResultIsABranchLikeAnyOther() throws {
        let source = """
            func width() -> CGFloat {
                if let stored = Store.width { return stored }
                return 40
            }
            func height() -> CGFloat? {
                if Store.isCompact { return nil }
                return 30
            }
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(width())
                make.height.equalTo(height() ?? 10)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 0, 30) // the unknown width stands in as 0; 'return nil' only leaves
        #expect(scene.coverage.statements.map(\.outcome) == [.laidOut, .standIn("Store"), .laidOut])
    }

    @Test func thenAndDoAreBuiltIn() throws {
        let source = """
            let title = UILabel().then {
                $0.text = "Hello"
                $0.numberOfLines = 2
            }
            view.addSubview(title)
            title.do { label in label.textAlignment = .center }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.isEmpty)
        let title = try #require(scene.canvas.subviews.first as? Label)
        #expect(title.text == "Hello")
        #expect(title.numberOfLines == 2)
        #expect(title.textAlignment == .center)
        #expect(title.name == "title")
    }

    @Test func anInitializerUIKitDoesNotHaveMakesTheObjectWithDefaultsAndWhatItsLabelsName() throws {
        let source = """
            let title = UILabel(text: "Hi", textColor: .red, font: .systemFont(ofSize: 20))
            view.addSubview(title)
            let other = UILabel(text: "Again", textColor: .blue, font: .systemFont(ofSize: 12))
            """
        let scene = try #require(loadScene(source))
        #expect(warnings(scene) == [
            "scene.swiftlay:1:13: warning: unknown symbol 'UILabel.init(text:textColor:font:)': UIKit has no such initializer (an extension in another file?); the UILabel is made with UIKit's defaults, then given what its arguments name (text, textColor, font)",
        ])
        let title = try #require(scene.canvas.subviews.first as? Label)
        #expect(title.text == "Hi" && title.font.pointSize == 20)
    }

    @Test func assignmentsToUnknownTargetsAreSkippedWithoutMoreWarnings() throws {
        let source = """
            let badge = BadgeView()
            badge.tintColor = .white
            badge.layer.shadowOffset = .zero
            var icon: BadgeView!
            icon = BadgeView(frame: .zero)
            icon.contentMode = .scaleAspectFill
            let names = ["a", "b"]
            let title = UILabel()
            title.text = names[Int(arc4random()) % 2]
            view.addSubview(title)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.skipped.unknownSymbols == ["BadgeView"])
    }

    @Test func unknownValuesTakeTheFirstSwitchCaseAndNoArguments() throws {
        let source = """
            extension UIColor {
                convenience init(brand: String) {
                    let palette = Palette.named(brand)
                    self.init(white: 0.5, alpha: 1)
                }
            }
            let label = UILabel()
            label.textColor = UIColor(brand: "sky")
            switch Style.current {
            case .dark: label.text = "dark"
            default: label.text = "other"
            }
            let title = "Title".styled(font: .headline, color: .brandBlue)
            view.addSubview(label)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:3:23: warning: unknown symbol 'Palette': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:9:8: warning: unknown symbol 'Style': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:9:8: warning: the switch's subject 'Style.current' is unknown; its first case '.dark' runs (an unknown value takes the first case, see 'Unknown is a value' in the README)",
            "scene.swiftlay:13:34: warning: unknown symbol '.headline': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:13:52: warning: unknown symbol '.brandBlue': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
            "scene.swiftlay:13:21: warning: unknown symbol 'String.styled': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        let label = try #require(scene.canvas.subviews.first as? Label)
        #expect(label.text == "dark")
        #expect(label.textColor == Color(white: 0.5, alpha: 1))
    }

    @Test func aClasssMissingStaticMemberComesFromAnExtensionElsewhere() throws {
        let source = """
            final class BankCell: UICollectionViewCell {
                static let height: CGFloat = 40
            }
            let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            list.register(BankCell.self, forCellWithReuseIdentifier: BankCell.cellIdentifier)
            view.addSubview(list)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:5:67: warning: unknown symbol 'BankCell.cellIdentifier': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(firstWarning("final class BankCell: UICollectionViewCell {\n    static let height: CGFloat = 40\n}\nlet h = BankCell.heigth")
            == "scene.swiftlay:4:18: warning: unknown symbol 'BankCell.heigth': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'height'?")
        #expect(headline("struct Metrics {\n    static let gap = 8\n}\nlet g = Metrics.spacing")
            == "scene.swiftlay:4:17: error: type 'Metrics' has no member 'spacing'")
    }

    @Test func aDictionaryHoldingUnknownValuesIsPassedOn() throws {
        let scene = try #require(loadScene("""
            func cookies(_ values: [String: String]) -> Int { values.count }
            let label = UILabel()
            label.text = "\\(cookies(["token": Session.shared.token, "app": "ios"]))"
            view.addSubview(label)
            """))
        #expect(scene.skipped.unknownSymbols == ["Session"])
        #expect((scene.canvas.subviews.first as? Label)?.text == "2")
    }
}
