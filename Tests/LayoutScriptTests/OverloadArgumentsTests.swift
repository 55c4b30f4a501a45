import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app's overload beside UIKit's of the same name, chosen by what the arguments are where the labels fit both
/// (``Interpreter/argument(_:couldFill:in:)``).
@Suite struct OverloadArgumentsTests {
    private let helpers = """
        extension UIView {
            @discardableResult
            func addConstraints(_ top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
                                widthConstant: CGFloat = 0, heightConstant: CGFloat = 0) -> [NSLayoutConstraint] {
                translatesAutoresizingMaskIntoConstraints = false
                var made: [NSLayoutConstraint] = []
                if let top { made.append(topAnchor.constraint(equalTo: top)) }
                if let left { made.append(leftAnchor.constraint(equalTo: left)) }
                if widthConstant > 0 { made.append(widthAnchor.constraint(equalToConstant: widthConstant)) }
                if heightConstant > 0 { made.append(heightAnchor.constraint(equalToConstant: heightConstant)) }
                NSLayoutConstraint.activate(made)
                return made
            }
        }
        extension NSLayoutConstraint {
            static func activate(_ constraints: [NSLayoutConstraint], withPriority priority: UILayoutPriority) {
                constraints.forEach { $0.priority = priority }
                activate(constraints)
            }
        }
        """

    @Test func anArrayGoesToUIKitsAddConstraints() {
        let source = helpers + """

            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addConstraints([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
            let sizes = [box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 40)]
            view.addConstraints(sizes)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("box", in: result), 20, 10, 30, 40)
    }

    @Test func anchorsGoToTheAppsAddConstraints() {
        let source = helpers + """

            let box = UIView()
            view.addSubview(box)
            box.addConstraints(view.topAnchor, left: view.leftAnchor, widthConstant: 50, heightConstant: 60)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("box", in: result), 0, 0, 50, 60)
    }

    @Test func uikitsStaticActivateBesideTheAppsOverload() {
        let source = helpers + """

            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            let constraints = [box.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
                               box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 6),
                               box.widthAnchor.constraint(equalToConstant: 7),
                               box.heightAnchor.constraint(equalToConstant: 8)]
            NSLayoutConstraint.activate(constraints)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("box", in: result), 6, 5, 7, 8)
    }

    @Test func aPrivateMethodDoesNotHideUIKitsOverload() {
        let source = """
            final class Card: UIView {
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func addSubview() {
                    addSubview(icon)
                    icon.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                }
            }
            let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(card)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("icon", in: result), 1, 2, 3, 4)
    }

    @Test func overloadsWithTheSameLabelsAreChosenByTheirArgumentsTypes() throws {
        let source = """
            enum HeaderState { case waiting, refreshing }
            class Header: UIView {
                let title = UILabel()
                var state = HeaderState.refreshing
                init() {
                    super.init(frame: .zero)
                    addSubview(title)
                    update(with: state)
                    update(with: self.state)
                }
                required init?(coder: NSCoder) { fatalError() }
                private func update(with mode: DisplayMode) {
                    switch mode {
                    case .list: title.text = "list"
                    case .grid: title.text = "grid"
                    }
                }
                private func update(with state: HeaderState) {
                    title.text = state == .refreshing ? "refreshing" : "waiting"
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(labels(in: scene.canvas).first?.text == "refreshing")
    }
}
