import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A pushed controller's navigation bar leads with a back button: a chevron and the previous item's back title,
/// as UIKit chooses it.
@Suite struct BackButtonLayoutTests {
    private func bar(_ configure: (ViewController, ViewController) -> Void) -> NavigationBar {
        let mail = ViewController()
        mail.title = "Mailboxes"
        let inbox = ViewController()
        inbox.title = "Inbox"
        configure(mail, inbox)
        let navigation = NavigationController(rootViewController: mail)
        navigation.pushViewController(inbox, animated: false)
        let canvas = Canvas(hosting: navigation, width: 390, height: 844)
        canvas.layout(measuring: MonospacedTextMeasurer())
        return navigation.navigationBar
    }

    @Test func thePreviousTitleLeadsAfterAChevron() throws {
        let bar = bar { _, _ in }
        let back = try #require(bar.shownBackButton)
        #expect(back.superview === bar)
        #expect(back.title(for: .normal) == "Mailboxes")
        #expect(back.image(for: .normal)?.name == "chevron.backward")
        #expect(back.frame.minX == 8)
        #expect(abs(back.frame.midY - 22) < 1e-6)
        #expect(bar.titleLabel.text == "Inbox")
    }

    @Test func theBackTitleIsTheBackItemsThenTheBackButtonTitleThenGenericOrNone() throws {
        #expect(bar { mail, _ in mail.navigationItem.backButtonTitle = "Boxes" }.shownBackButton?.title(for: .normal)
            == "Boxes")
        #expect(bar { mail, _ in
            mail.navigationItem.backButtonTitle = "Boxes"
            mail.navigationItem.backBarButtonItem = BarButtonItem(title: "All")
        }.shownBackButton?.title(for: .normal) == "All")
        #expect(bar { mail, _ in mail.navigationItem.backButtonDisplayMode = .generic }.shownBackButton?
            .title(for: .normal) == "Back")
        let minimal = try #require(bar { mail, _ in mail.navigationItem.backButtonDisplayMode = .minimal }
            .shownBackButton)
        #expect(minimal.title(for: .normal) == nil)
        #expect(bar { mail, _ in mail.title = nil }.shownBackButton?.title(for: .normal) == "Back")
    }

    @Test func anItemThatHidesItOrReplacesItShowsNone() {
        let hidden = bar { _, inbox in inbox.navigationItem.hidesBackButton = true }
        #expect(hidden.shownBackButton?.superview == nil)
        let replaced = bar { _, inbox in inbox.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close") }
        #expect(replaced.shownBackButton?.superview == nil)
        let supplemented = bar { _, inbox in
            inbox.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close")
            inbox.navigationItem.leftItemsSupplementBackButton = true
        }
        #expect(supplemented.shownBackButton?.superview === supplemented)
    }

    @Test func theRootShowsNoBackButton() {
        let root = ViewController()
        root.title = "Settings"
        let navigation = NavigationController(rootViewController: root)
        let canvas = Canvas(hosting: navigation, width: 390, height: 844)
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(navigation.navigationBar.shownBackButton == nil)
    }
}
