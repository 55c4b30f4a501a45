import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// The plural `addSubviews`/`addArrangedSubviews` helpers apps declare elsewhere are built in, recognised by their
/// name (``Interpreter/addSubviews(_:_:_:in:at:isBareCall:besideDeclaredOverloads:)``).
@Suite struct AddSubviewsTests {
    @Test func anyCaseAndOneLetterOffOfThePluralAddsEachView() throws {
        let source = """
            let stack = UIStackView()
            let icon = UIView()
            let title = UILabel()
            let badge = UIView()
            stack.addArrangeSubViews(icon, title)
            stack.addArrangedSubviews([badge])
            let card = UIView()
            card.addSubViews(stack)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        let stack = try #require(scene.canvas.subviews.first?.subviews.first as? StackView)
        #expect(stack.arrangedSubviews.map { $0 is Label } == [false, true, false])
    }

    @Test func anotherNameOrALabelledCallIsNotTheHelper() throws {
        let source = """
            let card = UIView()
            let icon = UIView()
            card.attach(icon)
            card.addSubviews(icon, animated: true)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
    }

    @Test func aNameExtendingUIKitsAddsEachView() throws {
        let source = """
            let card = UIView()
            let icon = UIView()
            let stack = UIStackView()
            let title = UILabel()
            card.addSubviewWithoutAutoresizingMask(icon)
            card.addSubviewsAnimated(stack)
            stack.addArrangedSubviewWithSpacing(title)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.subviews.count == 2)
        #expect((card.subviews.last as? StackView)?.arrangedSubviews.first is Label)
    }

    @Test func theHelperOnAnArrayAddsItsViewsToTheOneGiven() throws {
        let source = """
            let card = UIView()
            let icon = UIView()
            let title = UILabel()
            let stack = UIStackView()
            [icon, title].addSubViews(card)
            [UILabel(), UILabel()].addArrangedSubviews(to: stack)
            card.addSubview(stack)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.subviews.map { type(of: $0) == View.self } == [true, false, false])
        #expect((card.subviews.last as? StackView)?.arrangedSubviews.count == 2)
    }

    @Test func anArrayHelperGivenNoViewIsUnknown() throws {
        let source = """
            let icon = UIView()
            [icon].addSubviews(animated: true)
            view.addSubview(UIView())
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
        #expect(scene.warnings.map(\.message).contains {
            $0.hasPrefix("unknown symbol '[UIView].addSubviews'")
        })
    }

    @Test func theBareVerbGivenViewsAloneAddsThem() throws {
        let source = """
            let card = UIView()
            let stack = UIStackView()
            card.adds([UILabel(), stack])
            stack.add(UIView(), UIView())
            card.add(3)
            view.add(card)
            """
        let scene = try #require(loadScene(source))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.subviews.count == 2)
        #expect((card.subviews.last as? StackView)?.arrangedSubviews.count == 2)
        #expect(scene.warnings.map(\.message).contains { $0.hasPrefix("unknown symbol 'UIView.add'") })
    }

    @Test func aNameNamingSubviewsAddsViewsNotYetInATree() throws {
        let source = """
            let card = UIView()
            let title = UILabel()
            let icon = UIView()
            card.setupSubViews(title, icon)
            card.removeSubviews(title)
            let stack = UIStackView()
            stack.configureArrangedSubviews(UILabel())
            card.addSubview(stack)
            view.addSubview(card)
            """
        let scene = try #require(loadScene(source))
        let card = try #require(scene.canvas.subviews.first)
        #expect(card.subviews.count == 3) // title stays: a view already in a tree is not added again
        #expect((card.subviews.last as? StackView)?.arrangedSubviews.count == 1)
        #expect(scene.warnings.map(\.message).contains { $0.hasPrefix("unknown symbol 'UIView.removeSubviews'") })
    }

    @Test func theScenesOwnHelpersOfAnAddingNameRunAsWritten() throws {
        let source = """
            extension UIView {
                func addSubviewAndPin(_ v: UIView) {
                    addSubview(v)
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    v.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                }
            }
            final class Cell: UITableViewCell {
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    func add(_ v: UIView) {
                        v.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(v)
                    }
                    add(title)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = UIView()
            view.addSubview(card)
            let label = UILabel()
            card.addSubviewAndPin(label)
            view.addSubview(Cell(style: .default, reuseIdentifier: nil))
            """
        let scene = try #require(loadScene(source))
        let label = try #require(scene.canvas.subviews.first?.subviews.first)
        #expect(label.translatesAutoresizingMaskIntoConstraints == false) // the extension ran
        let cell = try #require(scene.canvas.subviews.last as? TableViewCell)
        #expect(cell.contentView.subviews.first is Label)
    }

    @Test func aNameOnlySuggestingAddingIsReadFromNamedViewsOnce() throws {
        let source = """
            final class Card: BaseCard {
                func makeAvatar() -> UIView {
                    let avatar = UIView()
                    addSubview(avatar)
                    return avatar
                }
                func setup() {
                    configureSubview(makeAvatar())
                    configureSubviews(with: AppState.current)
                }
            }
            let card = Card()
            view.addSubview(card)
            card.setup()
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.count == 1)
        #expect(scene.skipped.unknownSymbols.contains("configureSubview"))
        #expect(scene.skipped.unknownSymbols.contains("configureSubviews"))
    }
}
