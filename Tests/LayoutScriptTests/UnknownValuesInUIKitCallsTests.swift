import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Values the app's data would give flowing through UIKit and Foundation calls without stopping the file.
@Suite struct UnknownValuesInUIKitCallsTests {
    @Test func joinedTextOfUnknownPartsIsUnknown() {
        let statements = """
            let parts = ["a", Remote.name]
            let joined = parts.joined(separator: ".")
            let nested = [[1], [2, 3]].joined()
            """
        #expect(evaluated(statements, "Array(nested) == [1, 2, 3]") == "true")
        #expect(evaluated(statements, "joined") == "‹joined›")
    }

    @Test func randomNumberBelowAnUnknownBound() {
        let source = """
            let bound = Store.items.count
            let pick = arc4random_uniform(UInt32(bound))
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            """
        guard let (_, result) = layOut(source) else { return }
        expectFrame(frame("box", in: result), 0, 0, 10, 10)
    }

    @Test func refreshControlAddedAsASubviewIsLeftOut() {
        let source = """
            let table = UITableView()
            view.addSubview(table)
            let refresh = UIRefreshControl()
            table.addSubview(refresh)
            table.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            """
        guard let (scene, result) = layOut(source) else { return }
        expectFrame(frame("table", in: result), 0, 0, 100, 100)
        #expect(scene.canvas.subviews.first?.subviews.isEmpty == true)
    }

    @Test func joinedOfNonStringsNamesTheElementType() {
        #expect(headline("let text = [1, 2].joined(separator: \",\")")
                == "scene.swiftlay:1:19: error: 'joined' needs an array of strings, not of 'Int'")
    }

    @Test func subscriptOfAnUndeclaredClassInstanceIsUnknown() {
        let statements = """
            let keychain = Keychain(service: "app")
            var shown = "none"
            if let json = keychain["user"] { shown = "json" }
            let first = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
            """
        #expect(evaluated(statements, "shown") == "json")
    }

    @Test func anArrayOfItemsLeavesOutWhatTheAppWouldGive() throws {
        let source = """
            class Feed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let search = navigationItem.makeSearchButton(self)
                    let done = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItems = [search, done]
                }
            }
            """
        let scene = try #require(loadScene(source))
        let controller = try #require(scene.canvas.hostedController)
        #expect(controller.navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
    }

    @Test func unknownCharactersAppendTheirPlaceholder() {
        let statements = """
            var grouped = ""
            for (index, character) in Secrets.key.enumerated() {
                if index % 8 == 0, !grouped.isEmpty { grouped.append("-") }
                grouped.append(character)
            }
            """
        #expect(evaluated(statements, "grouped") == "‹element of Secrets.key.enumerated()›")
    }

    @Test func castingAnInstanceOfAnUndeclaredClassIsUnknown() {
        let statements = """
            let agents = NSDictionary(contentsOfFile: "ua.plist") as! [String: String]
            let label = agents["phone"] ?? "none"
            """
        #expect(evaluated(statements, "label") == "‹label›")
    }

    @Test func aStrideOverTheAppsCountIsUnknown() {
        let statements = """
            let starts = stride(from: 0, to: Store.pages.count, by: 10).map { $0 + 1 }
            """
        #expect(evaluated(statements, "starts") == "‹starts›")
    }

    @Test func viewsArrangedInAnAppsContainerAreItsSubviews() throws {
        let source = """
            let options = Factory.makeOptionsView()
            view.addSubview(options)
            let chip = UIView()
            options.addArrangedSubview(chip)
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.subviews.first?.subviews.first?.name == "chip")
    }

    @Test func nilFromAnImplicitlyUnwrappedOptionalSkipsTheCallItIsGivenTo() throws {
        let source = """
            class DeviceController: UIViewController {
                var imageView: UIImageView!
                let nameLabel = UILabel()
                func makeImageView(from images: [UIImage]?) {
                    if let images { imageView = UIImageView(image: images[0]) }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    makeImageView(from: nil)
                    view.addSubview(imageView)
                    view.addSubview(nameLabel)
                }
            }
            """
        let scene = try #require(loadScene(source))
        #expect(scene.canvas.hostedController?.view.subviews.map(\.name) == ["nameLabel"])
        #expect(scene.warnings.map(\.headline).contains(
            "scene.swiftlay:10:25: warning: 'imageView' is nil here (the app's data is absent), so force-unwrapping it "
                + "would trap; it stands in as an unknown value and what uses it is skipped"))
    }
}
