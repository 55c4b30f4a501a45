import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz lint`: findings over a matrix, each once with its configurations, in the compiler's form and as JSON;
/// `--strict` fails on any.
@Suite struct LintCommandTests {
    let scratch = ScratchDirectory()
    private let scene = """
        let title = UILabel()
        title.text = "A title much too long for the narrow screens"
        view.addSubview(title)
        title.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.equalToSuperview().offset(20)
            make.width.equalTo(200)
        }
        let close = UIButton(type: .system)
        close.setTitle("×", for: .normal)
        view.addSubview(close)
        close.snp.makeConstraints { make in
            make.top.trailing.equalTo(view.safeAreaLayoutGuide)
            make.size.equalTo(24)
        }
        """

    @Test func findingsAreListedOnceWithTheirConfigurations() {
        let file = scratch.file("card.swiftlay", scene)
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-se-3,iphone-15", "--matrix",
                               "content-size=large,AX5"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.contains { $0.hasPrefix("\(file):5:21: warning: [truncated-text] 'title' needs 2 lines at 200 pt "
                                              + "wide but shows 1 ")
                                 && $0.hasSuffix("(in 4 of 4 configurations: iPhone SE (3rd generation) · large; "
                                                 + "iPhone SE (3rd generation) · accessibilityXXXL; …)") })
        #expect(lines.contains("\(file):13:30: warning: [small-touch-target] 'close' is 24 × 24 pt, under the 44 × "
                               + "44 pt a finger needs (in 4 of 4 configurations: iPhone SE (3rd generation) · large; "
                               + "iPhone SE (3rd generation) · accessibilityXXXL; …)"))
        #expect(lines.last == "lint: 2 findings in 4 configurations: 1 truncated-text, 1 small-touch-target")
    }

    @Test func jsonCarriesEveryConfigurationAndStrictFails() throws {
        let file = scratch.file("card.swiftlay", scene)
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--format", "json", "--strict"])
        #expect(run.status == 1)
        #expect(run.error.contains("lint failed: lint: 2 findings in 1 configurations"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
        #expect(json["configurations"] as? Int == 1)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["truncated-text", "small-touch-target"])
        #expect(findings.last?["line"] as? Int == 13)
        #expect(findings.last?["column"] as? Int == 30)
        #expect(findings.last?["configurations"] as? [String] == ["iPhone 15"])
    }

    @Test func aCleanSceneExitsZeroEvenUnderStrict() {
        let file = scratch.file("clean.swiftlay", """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(20) }
            """)
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-se-3", "--strict"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text == "lint: 0 findings in 1 configurations\n")
    }
}
