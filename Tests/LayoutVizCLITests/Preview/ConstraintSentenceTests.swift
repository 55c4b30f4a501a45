import Foundation
import LayoutScene
@testable import LayoutVizCLI
import Testing

/// Constraints in plain English (``ConstraintSentence``).
@Suite struct ConstraintSentenceTests {
    private let root = View()
    private let avatar = View()
    private let title = View()

    init() {
        root.addSubview(avatar)
        root.addSubview(title)
        root.name = "root"
        avatar.name = "avatar"
        title.name = "title"
    }

    private func sentence(_ make: () -> LayoutConstraint) -> String { ConstraintSentence(make()).text }

    @Test func edgesSayTheDistanceAndWhichWay() {
        #expect(sentence { title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 16) }
                    == "title's leading edge is 16 pt after avatar's trailing edge")
        #expect(sentence { title.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: -8) }
                    == "title's top edge is at least 8 pt above avatar's bottom edge")
        #expect(sentence { title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12.5) }
                    == "title's left edge is 12.5 pt right of root's left edge")
        #expect(sentence { title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor) }
                    == "title's vertical centre is aligned with avatar's vertical centre")
    }

    @Test func sizesSayTheirValueOrFactor() {
        #expect(sentence { avatar.widthAnchor.constraint(equalToConstant: 72) } == "avatar's width is 72 pt")
        #expect(sentence { title.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5,
                                                        constant: -10) }
                    == "title's width is at most 0.5 × root's width − 10 pt")
    }

    @Test func guidesAndOptionalPrioritiesAreNamed() {
        let made = avatar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20)
        made.priority = LayoutPriority(250)
        #expect(ConstraintSentence(made).text
                    == "avatar's top edge is 20 pt below root's safe area's top edge (optional, priority 250)")
        #expect(sentence { avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor) }
                    == "avatar's leading edge is aligned with root's layout margins' leading edge")
    }
}
