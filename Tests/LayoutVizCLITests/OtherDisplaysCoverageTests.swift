import Foundation
import LayoutVizCLI
import Testing

/// What `check` and `frames --format json` count for a file whose layout depends on the device: the statements of
/// the branches another orientation or an iPad takes are laid out when the screen is drawn there.
@Suite struct OtherDisplaysCoverageTests {
    let scratch = ScratchDirectory()

    /// A view laid out one way in portrait, another in landscape, and with a side bar on a regular-width screen.
    private let poster = """
        final class PosterView: UIView {
            private let image = UIView()
            private let sideBar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(image)
                if UIDevice.current.orientation.isLandscape {
                    image.snp.makeConstraints { make in
                        make.leading.top.bottom.equalToSuperview()
                        make.width.equalToSuperview().multipliedBy(0.5)
                    }
                } else {
                    image.snp.makeConstraints { make in
                        make.leading.top.trailing.equalToSuperview()
                        make.height.equalTo(200)
                    }
                }
                if traitCollection.horizontalSizeClass == .regular {
                    addSubview(sideBar)
                    sideBar.snp.makeConstraints { make in make.trailing.top.bottom.equalToSuperview() }
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func checkCountsWhatLandscapeAndAnIPadLayOut() {
        let path = scratch.file("Poster.swift", poster)
        let run = CapturedRun(["check", path])
        #expect(run.status == 0)
        #expect(run.text.contains("""
            constraint statements: 5 of 5 laid out (100.0%), 3 only on other displays
              \(path):9:17: laid out when drawn with --device iphone-se-3 --landscape
              \(path):10:17: laid out when drawn with --device iphone-se-3 --landscape
              \(path):20:51: laid out when drawn with --device ipad-10
            """), "\(run.text)")
        let alone = CapturedRun(["check", path, "--no-states"])
        #expect(alone.text.contains("constraint statements: 2 of 5 laid out (40.0%)\n"), "\(alone.text)")
    }

    @Test func aDeviceHeldInLandscapeIsTurnedBackForItsOtherBranch() {
        let path = scratch.file("Poster.swift", poster)
        let run = CapturedRun(["check", path, "--device", "iPhone 15", "--landscape"])
        #expect(run.text.contains("\(path):14:17: laid out when drawn with --device iphone-15\n"), "\(run.text)")
    }

    @Test func jsonListsTheDisplayEachStatementNeeds() throws {
        let path = scratch.file("Poster.swift", poster)
        let json = CapturedRun(["frames", path, "--format", "json"])
        let decoded = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let coverage = try #require(decoded["coverage"] as? [String: Any])
        let onDisplays = try #require(coverage["onDisplays"] as? [[String: Any]])
        #expect(onDisplays.map { $0["display"] as? String }
            == ["--device iphone-se-3 --landscape", "--device iphone-se-3 --landscape", "--device ipad-10"])
        #expect(onDisplays.map { $0["line"] as? Double } == [9, 10, 20])
    }

    @Test func aFileThatDoesNotReadTheDeviceIsNotDrawnAgain() {
        let path = scratch.file("Plain.swift", """
            final class PlainView: UIView {
                private let image = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if frame.width > 700 {
                        addSubview(image)
                        image.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let run = CapturedRun(["check", path])
        #expect(run.text.contains("constraint statements: 0 of 1 laid out (0.0%)\n"), "\(run.text)")
    }
}
