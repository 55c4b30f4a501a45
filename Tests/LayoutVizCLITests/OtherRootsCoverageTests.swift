import Foundation
import LayoutVizCLI
import Testing

/// What `check` and `frames --format json` count for a file with more than one root class: the statements of the
/// classes the drawn root does not make are laid out when another root is drawn.
@Suite struct OtherRootsCoverageTests {
    let scratch = ScratchDirectory()

    /// A screen and a header view declared beside it that the screen does not make.
    private let screen = """
        final class DocumentsViewController: UIViewController {
            private let list = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.snp.makeConstraints { make in make.edges.equalToSuperview() }
            }
        }

        final class DocumentHeader: UIView {
            private let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview().offset(16)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func checkCountsWhatDrawingTheOtherRootLaysOut() {
        let path = scratch.file("Documents.swift", screen)
        let run = CapturedRun(["check", path, "--root", "DocumentsViewController"])
        #expect(run.status == 0)
        #expect(run.text.contains("""
            constraint statements: 2 of 2 laid out (100.0%), 1 only with other roots
              \(path):16:13: laid out when drawn with --root DocumentHeader
            """), "\(run.text)")
        let alone = CapturedRun(["check", path, "--root", "DocumentsViewController", "--no-states"])
        #expect(alone.text.contains("constraint statements: 1 of 2 laid out (50.0%)\n"), "\(alone.text)")
    }

    @Test func jsonListsTheRootEachStatementNeeds() throws {
        let path = scratch.file("Documents.swift", screen)
        let json = CapturedRun(["frames", path, "--root", "DocumentsViewController", "--format", "json"])
        let decoded = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let coverage = try #require(decoded["coverage"] as? [String: Any])
        let withRoots = try #require(coverage["withRoots"] as? [[String: Any]])
        #expect(withRoots.map { $0["root"] as? String } == ["DocumentHeader"])
        #expect(withRoots.map { $0["line"] as? Double } == [16])
    }
}
