import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz lint`: findings over a matrix, each once with its configurations, in the compiler's form and as JSON;
/// `--strict` fails on any.
@Suite struct LintCommandTests {
    let scratch = ScratchDirectory()
    /// A title of fixed width, truncated on every screen, and a close button too small to touch.
    static let scene = """
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
        let file = scratch.file("card.swiftlay", Self.scene)
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
        let file = scratch.file("card.swiftlay", Self.scene)
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

    @Test func sarifNamesTheRulesAndPlacesEachResult() throws {
        let file = scratch.file("card.swiftlay", Self.scene)
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--format", "sarif"])
        #expect(run.status == 0, "\(run.error)")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "layoutviz")
        #expect((driver["rules"] as? [[String: Any]])?.count == 9)
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["truncated-text", "small-touch-target"])
        let location = try #require((results.last?["locations"] as? [[String: Any]])?.first?["physicalLocation"]
                                        as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == file)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 13)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 30)
        #expect((results.last?["partialFingerprints"] as? [String: Any])?["layoutvizFinding/v1"] as? String
                    == "small-touch-target|close")
    }

    @Test func aBaselineAcceptsTodaysFindingsAndStrictFailsOnNewOnesAlone() throws {
        let file = scratch.file("card.swiftlay", Self.scene)
        let baseline = scratch.path("lint-baseline.json")
        let recorded = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--write-baseline", baseline])
        #expect(recorded.status == 0, "\(recorded.error)")
        let accepted = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--baseline", baseline, "--strict"])
        #expect(accepted.status == 0, "\(accepted.error)")
        #expect(accepted.text == "lint: 0 findings in 1 configurations (2 more accepted by the baseline)\n")
        try (Self.scene + "\nlet tiny = UIButton(type: .system)\nview.addSubview(tiny)\n"
             + "tiny.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(20) }\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let changed = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--baseline", baseline, "--strict"])
        #expect(changed.status == 1)
        #expect(changed.text.hasPrefix("\(file):18:64: warning: [small-touch-target] 'tiny' is 20 × 20 pt"))
        #expect(changed.text.hasSuffix("lint: 1 finding in 1 configurations: 1 small-touch-target (2 more accepted by "
                                           + "the baseline)\n"))
    }

    @Test func aBaselineThatIsNotOneIsBadInput() {
        let file = scratch.file("card.swiftlay", Self.scene)
        let broken = scratch.file("baseline.json", "{\"findings\": []}")
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-15", "--baseline", broken])
        #expect(run.status == 2)
        #expect(run.error.contains("error: \(broken) is not a lint baseline"))
    }

    @Test func aColourTheFileCannotKnowIsNotJudged() {
        let file = scratch.file("brand.swiftlay", """
            let card = UIView()
            card.backgroundColor = .white
            view.addSubview(card)
            card.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let brand = UILabel()
            brand.text = "Brand"
            brand.textColor = Theme.brandColor
            card.addSubview(brand)
            brand.snp.makeConstraints { make in make.center.equalToSuperview() }
            let plain = UILabel()
            plain.text = "Plain"
            card.addSubview(plain)
            plain.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(20) }
            """)
        let run = CapturedRun(["lint", file, "--matrix", "device=iphone-15"])
        #expect(run.status == 0, "\(run.error)")
        // the default label colour on a fixed white card fails in dark; the brand colour is the app's, unknown here
        #expect(run.text == "\(file):13:70: warning: [low-contrast] 'card/plain' has a contrast of 1.0:1 in dark "
                    + "(light: 21.0:1; text needs 4.5:1) (in 1 of 1 configurations: iPhone 15)\n"
                    + "lint: 1 finding in 1 configurations: 1 low-contrast\n")
    }
}
