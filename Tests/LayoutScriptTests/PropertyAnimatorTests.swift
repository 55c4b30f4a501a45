import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `UIViewPropertyAnimator`: the picture shows where a started animator's animations end
/// (``ScenePropertyAnimator``).
@Suite struct PropertyAnimatorTests {
    @Test func aStartedAnimatorRunsItsAnimationsAndThenItsCompletions() throws {
        let source = """
            class FormController: UIViewController {
                let field = UIView()
                let note = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    view.addSubview(note)
                    field.snp.makeConstraints { make in
                        make.top.left.equalToSuperview()
                        make.size.equalTo(40)
                    }
                    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn, animations: nil)
                    animator.addAnimations {
                        self.field.snp.remakeConstraints { make in
                            make.top.equalToSuperview().offset(100)
                            make.left.equalToSuperview()
                            make.size.equalTo(40)
                        }
                        self.view.layoutIfNeeded()
                    }
                    animator.addCompletion { position in
                        if position == .end { self.note.text = "done" }
                    }
                    animator.startAnimation()
                }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("field", in: result), 0, 100, 40, 40)
        #expect(scene.coverage.percent == 100)
        #expect((result.views.first { $0.name == "note" }?.view as? Label)?.text == "done")
    }

    @Test func anAnimatorNeverStartedLeavesTheScreenBeforeItsAnimations() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) {
                box.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
            }
            animator.fractionComplete = 0.5
            let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [],
                                                                         animations: { box.alpha = 0.5 })
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
        #expect(result.views.first { $0.name == "box" }?.view.alpha == 0.5)
        #expect(scene.warnings.isEmpty, "\(scene.warnings.map(\.headline))")
    }
}
