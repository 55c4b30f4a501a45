import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Declarations real apps' modules hold across files: nested classes that share a name, extensions of nested types,
/// plain Swift classes with their own `description`, property wrappers the app declares; and a module lowered once
/// and loaded many times.
@Suite struct AppModuleDeclarationsTests {
    private func layOut(_ sources: [SceneSource]) throws -> (LoadedScene, LayoutResult) {
        let scene = try SceneScript.load(sources: sources, defaultSize: CGSize(width: 375, height: 667),
                                         options: LoadOptions(isAppFolder: true))
        return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
    }

    @Test func nestedClassesSharingANameAreEachTheirOuterClasssOwn() throws {
        let (scene, result) = try layOut([
            SceneSource(name: "Card.swift", text: """
                class Base {}
                class CardView: UIView {
                    class Model: Base { var width: CGFloat { 40 } }
                    let model = Model()
                    func side() -> CGFloat { CardView.Model().width / 2 }
                }
                """),
            SceneSource(name: "Row.swift", text: """
                class RowView: UIView {
                    class Model: Base { var width: CGFloat { 70 } }
                }
                extension RowView.Model { var height: CGFloat { 7 } }
                extension RowView { func make() -> Model { Model() } }
                """),
            SceneSource(name: "Scene.swift", text: """
                let card = CardView()
                let row: RowView.Model = RowView().make()
                let box = UIView()
                view.addSubview(box)
                box.frame = CGRect(x: card.model.width, y: card.side(), width: row.width, height: row.height)
                """),
        ])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 40, 20, 70, 7)
    }

    @Test func anExtensionOfANestedStructExtendsThatStructOnly() throws {
        let (scene, result) = try layOut([
            SceneSource(name: "A.swift", text: "class A { struct Snapshot { let x = 1 } }\nextension A.Snapshot { struct Hint { let a = 3.0 } }"),
            SceneSource(name: "B.swift", text: """
                extension B.Snapshot { struct Hint { let b = 4.0 } }
                class B {}
                extension B { struct Snapshot { let y = 2.0 } }
                extension B.Snapshot { var z: Double { y + 1 } }
                let box = UIView()
                view.addSubview(box)
                box.frame = CGRect(x: A.Snapshot.Hint().a, y: B.Snapshot().z, width: B.Snapshot.Hint().b, height: 10)
                """),
        ])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 3, 3, 4, 10)
    }

    @Test func aPlainSwiftClassDeclaresItsOwnDescriptionAndHash() throws {
        let (scene, result) = try layOut([SceneSource(name: "Model.swift", text: """
            class Instance {
                var description: String
                var hash: Int { 9 }
                init(description: String) { self.description = description }
            }
            class Tagged: Equatable {
                static func == (a: Tagged, b: Tagged) -> Bool { true }
                var description = "tag"
            }
            let label = UILabel()
            label.text = Instance(description: "a").description + Tagged().description
            view.addSubview(label)
            label.frame = CGRect(x: 0, y: 0, width: Instance(description: "").hash, height: 10)
            """)])
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first { $0.text == "atag" } != nil)
        expectFrame(frame("label", in: result), 0, 0, 9, 10)
    }

    @Test func aPropertyWrapperTheAppDeclaresStoresThroughItsWrappedValue() throws {
        let (scene, result) = try layOut([
            SceneSource(name: "Wrappers.swift", text: """
                @propertyWrapper
                struct Storage<T> {
                    let key: String
                    let defaultValue: T
                    var wrappedValue: T {
                        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                        set { UserDefaults.standard.set(newValue, forKey: key) }
                    }
                }
                @propertyWrapper
                struct Clamped {
                    var value: CGFloat
                    init(wrappedValue: CGFloat) { value = min(wrappedValue, 100) }
                    var wrappedValue: CGFloat {
                        get { value }
                        set { value = min(newValue, 100) }
                    }
                }
                """),
            SceneSource(name: "Scene.swift", text: """
                enum Preferences {
                    @Storage(key: "width", defaultValue: 60)
                    static var width: CGFloat
                    @Storage<CGFloat>(key: "height", defaultValue: 12)
                    static var height: CGFloat
                }
                final class Box: UIView {
                    @Clamped var side: CGFloat = 500
                }
                let small = Box()
                small.side = 40
                let box = Box()
                view.addSubview(box)
                Preferences.width = 77
                box.frame = CGRect(x: small.side, y: box.side, width: Preferences.width, height: Preferences.height)
                """),
        ])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 40, 100, 77, 12)
    }

    @Test func theAppsOverloadOfAFoundationFunctionStandsBesideFoundations() throws {
        let (scene, _) = try layOut([SceneSource(name: "Define.swift", text: """
            func NSLocalizedString(_ key: String) -> String {
                return NSLocalizedString(key, comment: "")
            }
            let label = UILabel()
            label.text = NSLocalizedString("title")
            view.addSubview(label)
            """)])
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "title")
    }

    @Test func anImageViewSubclassCallsUIImageViewsImageInitializers() throws {
        let (scene, result) = try layOut([SceneSource(name: "Avatar.swift", text: """
            final class AvatarView: UIImageView {
                init() {
                    super.init(image: nil, highlightedImage: nil)
                    backgroundColor = .gray
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BadgeImageView: UIImageView {
                init(size: CGFloat) {
                    super.init(image: UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in })
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let avatar = AvatarView()
            let badge = BadgeImageView(size: 12)
            view.addSubview(avatar)
            view.addSubview(badge)
            """)])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("avatar", in: result), 0, 0, 0, 0)
        expectFrame(frame("badge", in: result), 0, 0, 12, 12)
    }

    @Test func aVariadicFormattingHelperPassesItsArgumentsOn() throws {
        let (scene, _) = try layOut([SceneSource(name: "Format.swift", text: """
            extension String {
                func localized(with arguments: CVarArg...) -> String {
                    String(format: NSLocalizedString(self, comment: ""), arguments: arguments)
                }
            }
            let label = UILabel()
            label.text = "%d of %@".localized(with: 3, "five")
            view.addSubview(label)
            """)])
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "3 of five")
    }

    @Test func aSwitchOverAStandInForAnUndeclaredTypeTakesItsFirstCase() throws {
        let (scene, _) = try layOut([SceneSource(name: "Row.swift", text: """
            final class RowView: UIView {
                @IBOutlet var badge: BadgeKind!
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(badge)
                    switch badge {
                    case .label(let text): title.text = text
                    default: title.text = "other"
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = RowView()
            view.addSubview(row)
            """)])
        #expect(labels(in: scene.canvas).map(\.text) == ["‹text›"])
    }

    @Test func aTypeConformingToALibrarysProtocolHasItsExtensionsMembersAsUnknowns() throws {
        let (scene, _) = try layOut([SceneSource(name: "Theme.swift", text: """
            import RxTheme
            enum ThemeType: ThemeProvider {
                case light, dark
                static func currentTheme() -> ThemeType { .light }
            }
            let themeService = ThemeType.service(initial: ThemeType.currentTheme())
            let box = UIView()
            view.addSubview(box)
            """)])
        #expect(scene.warnings.map(\.headline) == [
            "Theme.swift:6:30: warning: unknown symbol 'ThemeType.service': not declared in the scene's files and not "
                + "UIKit API that layoutviz models; what uses it is skipped",
        ])
        #expect(throws: ScriptError.self) {
            try SceneScript.load(source: "enum Kind: Equatable { case a }\nlet x = Kind.service", fileName: "k.swift",
                                 defaultSize: CGSize(width: 10, height: 10))
        }
    }

    @Test func aSubclassOfAnUnextendableUIKitClassIsMadeWithItsUIKitInitializers() throws {
        let (scene, _) = try layOut([SceneSource(name: "Items.swift", text: """
            class BarButtonItem: UIBarButtonItem {
                var tag2 = 3
            }
            let close = BarButtonItem(image: nil, style: .plain, target: nil, action: nil)
            let box = UIView()
            box.tag = close.tag2
            view.addSubview(box)
            """)])
        #expect(scene.warnings.map(\.headline).contains(
            "Items.swift:4:13: warning: 'BarButtonItem(image:style:target:action:)' matches no initializer the files "
                + "declare; UIKit's 'UIBarButtonItem', which scene classes cannot extend, would: it is made with init() "
                + "and the arguments are not used"))
        #expect(scene.canvas.subviews.first?.tag == 3)
    }

    @Test func aStackViewSubclassInheritsInitWithArrangedSubviews() throws {
        let (scene, result) = try layOut([SceneSource(name: "Stack.swift", text: """
            class StackView: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                }
                required init(coder: NSCoder) { fatalError() }
            }
            class Row: UIStackView {}
            let first = UIView(), second = UIView(), third = UIView()
            let column = StackView(arrangedSubviews: [first, second])
            let row = Row(arrangedSubviews: [third])
            view.addSubview(column)
            view.addSubview(row)
            column.distribution = .fillEqually
            column.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            """)])
        #expect(scene.warnings.isEmpty)
        let stacks = scene.canvas.subviews.compactMap { $0 as? StackView }
        #expect(stacks.map(\.arrangedSubviews.count) == [2, 1])
        expectFrame(frame("second", in: result), 0, 50, 100, 50)
    }

    @Test func aStaticMethodsOverloadsAreChosenByTheCallWhenCalledByName() throws {
        let (scene, result) = try layOut([SceneSource(name: "Theme.swift", text: """
            struct Theme {
                static var body: CGFloat { return size(12) }
                private static func size(_ base: CGFloat) -> CGFloat { return size(base, 2) }
                private static func size(_ base: CGFloat, _ scale: CGFloat) -> CGFloat { base * scale }
            }
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: Theme.body, height: 1)
            """)])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 0, 0, 24, 1)
    }

    @Test func anExtensionsOverloadsAreChosenByTheCallWhenCalledByName() throws {
        let (scene, result) = try layOut([SceneSource(name: "Constrain.swift", text: """
            extension UIView {
                func pin(toSuperviewEdges insets: UIEdgeInsets?) {
                    pin([leadingAnchor.constraint(equalTo: superview!.leadingAnchor, constant: insets?.left ?? 0),
                         topAnchor.constraint(equalTo: superview!.topAnchor, constant: insets?.top ?? 0)])
                }
                func pin(_ constraints: [NSLayoutConstraint?]) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate(constraints.compactMap { $0 })
                }
            }
            let box = UIView()
            view.addSubview(box)
            box.pin(toSuperviewEdges: UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 0))
            box.pin([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 20)])
            """)])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("box", in: result), 7, 5, 10, 20)
    }

    @Test func trimmingTakesNamedInvertedAndMadeCharacterSets() throws {
        let (scene, _) = try layOut([SceneSource(name: "Hex.swift", text: """
            let label = UILabel()
            label.text = ["#FF9F0A;".trimmingCharacters(in: CharacterSet.alphanumerics.inverted),
                          "--a--".trimmingCharacters(in: CharacterSet(charactersIn: "-")),
                          " b ".trimmingCharacters(in: .whitespaces),
                          "42x".trimmingCharacters(in: .decimalDigits)].joined(separator: "|")
            view.addSubview(label)
            """)])
        #expect(scene.warnings.isEmpty)
        #expect(labels(in: scene.canvas).first?.text == "FF9F0A|a|b|x")
    }

    @Test func aButtonSubclassIsMadeWithInitTypeAndArraysInsertContents() throws {
        let (scene, result) = try layOut([SceneSource(name: "Button.swift", text: """
            class ThemeButton: UIButton {
                var selectors: [String] = ["a", "d"]
                convenience init(withSelectors: [String]) {
                    self.init(type: .custom)
                    selectors.insert(contentsOf: withSelectors, at: 1)
                }
            }
            let button = ThemeButton(withSelectors: ["b", "c"])
            view.addSubview(button)
            button.frame = CGRect(x: 0, y: 0, width: button.selectors.count, height: 1)
            button.setTitle(button.selectors.joined(), for: .normal)
            """)])
        #expect(scene.warnings.isEmpty)
        expectFrame(frame("button", in: result), 0, 0, 4, 1)
        let button = try #require(scene.canvas.subviews.first as? Button)
        #expect(button.title(for: .normal) == "abcd")
        #expect(button.buttonType == .custom)
    }

    @Test func aModuleLoadedAgainGivesTheSameScene() throws {
        let sources = [
            SceneSource(name: "Card.swift", text: """
                final class CardView: UIView {
                    struct Style { let inset = 8.0 }
                    let title = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(title)
                        title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(Style().inset + extra) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            SceneSource(name: "Card+Extra.swift", text: """
                extension CardView { var extra: Double { 2 } }
                extension CardView.Style { var wide: Double { 300 } }
                let card = CardView()
                view.addSubview(card)
                card.frame = CGRect(x: 0, y: 0, width: CardView.Style().wide, height: 100)
                """),
        ]
        let (first, firstResult) = try layOut(sources)
        let (second, secondResult) = try layOut(sources)
        #expect(first.warnings.isEmpty && second.warnings.isEmpty)
        #expect(firstResult.views.map(\.frame) == secondResult.views.map(\.frame))
        expectFrame(frame("title", in: secondResult), 10, 10, 280, 80)
    }
}
