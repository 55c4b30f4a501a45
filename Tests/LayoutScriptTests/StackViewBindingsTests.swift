import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `UIStackView` in a scene: both spellings, every member, the enums in every form, and subclasses.
@Suite struct StackViewBindingsTests {
    @Test func aFormLaysOutInBothSpellings() {
        guard let (scene, result) = layOut("""
            let title = UILabel()
            title.text = "Sign up"
            title.font = .systemFont(ofSize: 20)
            let email = UIView()
            let password = View()
            let form = UIStackView(arrangedSubviews: [title, email])
            form.axis = .vertical
            form.spacing = 10
            form.alignment = UIStackView.Alignment.fill
            form.distribution = StackView.Distribution.fill
            form.addArrangedSubview(password)
            form.setCustomSpacing(20, after: title)
            for field in [email, password] {
                field.snp.makeConstraints { make in make.height.equalTo(30) }
            }
            view.addSubview(form)
            form.snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview().inset(16)
            }
            """) else { return }
        let form = scene.canvas.subviews.first as? StackView
        #expect(form?.arrangedSubviews.map(\.name) == ["title", "email", "password"])
        #expect(form?.customSpacing(after: form!.arrangedSubviews[0]) == 20)
        expectFrame(frame("form", in: result), 16, 16, 343, 114)
        expectFrame(frame("title", in: result), 0, 0, 343, 24)
        expectFrame(frame("email", in: result), 0, 44, 343, 30)
        expectFrame(frame("password", in: result), 0, 84, 343, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func enumsInEveryForm() {
        guard let scene = loadScene("""
            let a = StackView()
            a.axis = NSLayoutConstraint.Axis.vertical
            a.distribution = .fillEqually
            a.alignment = .top
            let b = UIStackView(frame: .zero)
            b.axis = .horizontal
            b.distribution = UIStackView.Distribution.fillProportionally
            b.alignment = UIStackView.Alignment.bottom
            let c = UIStackView()
            c.distribution = .equalSpacing
            c.alignment = .firstBaseline
            let d = UIStackView()
            d.distribution = .equalCentering
            d.alignment = .lastBaseline
            let e = UIStackView()
            e.alignment = StackView.Alignment.center
            e.spacing = UIStackView.spacingUseSystem
            e.isBaselineRelativeArrangement = true
            e.isLayoutMarginsRelativeArrangement = true
            [a, b, c, d, e].forEach(view.addSubview)
            """) else { return }
        let stacks = scene.canvas.subviews.compactMap { $0 as? StackView }
        #expect(stacks.map(\.axis) == [.vertical, .horizontal, .horizontal, .horizontal, .horizontal])
        #expect(stacks.map(\.distribution) == [.fillEqually, .fillProportionally, .equalSpacing, .equalCentering, .fill])
        #expect(stacks.map(\.alignment) == [.leading, .trailing, .firstBaseline, .lastBaseline, .center])
        #expect(stacks[4].spacing == StackView.spacingUseSystem)
        #expect(stacks[4].isBaselineRelativeArrangement && stacks[4].isLayoutMarginsRelativeArrangement)
        #expect(stacks.allSatisfy { $0.layoutMargins == .zero })
    }

    @Test func arrangedSubviewBookkeeping() {
        guard let scene = loadScene("""
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            let stack = UIStackView()
            stack.addArrangedSubview(a)
            stack.addArrangedSubview(b)
            stack.insertArrangedSubview(c, at: 0)
            stack.insertArrangedSubview(d, at: 1)
            stack.setCustomSpacing(12, after: b)
            stack.removeArrangedSubview(b)
            d.removeFromSuperview()
            view.addSubview(stack)
            let forgotten = stack.customSpacing(after: b) == UIStackView.spacingUseDefault ? 1 : 0
            view.tag = stack.arrangedSubviews.count * 100 + stack.subviews.count * 10 + forgotten
            """) else { return }
        let stack = scene.canvas.subviews.first as? StackView
        #expect(stack?.arrangedSubviews.map(\.name) == ["c", "a"])
        #expect(stack?.subviews.map(\.name) == ["a", "b", "c"])
        #expect(stack?.arrangedSubviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints } == true)
        #expect(scene.canvas.tag == 231)
    }

    @Test func aSceneClassDerivingFromUIStackView() {
        guard let (scene, result) = layOut("""
            final class Toolbar: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    distribution = .fillEqually
                    spacing = 8
                    for _ in 0..<3 { addArrangedSubview(UIView()) }
                }
            }
            let toolbar = Toolbar()
            view.addSubview(toolbar)
            toolbar.snp.makeConstraints { make in
                make.leading.trailing.top.equalToSuperview()
                make.height.equalTo(44)
            }
            """) else { return }
        let toolbar = scene.canvas.subviews.first as? StackView
        #expect(toolbar?.typeName == "Toolbar")
        let width: CGFloat = (375 - 16) / 3
        expectFrame(toolbar?.arrangedSubviews.last?.frame, 2 * (width + 8), 0, width, 44)
        #expect(result.diagnostics.isEmpty)
    }
}
