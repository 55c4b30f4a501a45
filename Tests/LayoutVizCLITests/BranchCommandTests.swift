import Foundation
import LayoutVizCLI
import Testing

/// `--branch N` and the other branches of conditions on unknown values that `check` and `frames --format json`
/// count.
@Suite struct BranchCommandTests {
    let scratch = ScratchDirectory()

    /// A cell whose layout depends on the app's data.
    private let cell = """
        final class OrderCell: UITableViewCell {
            private let badge = UIView()
            var order: Order!

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
                if order.isPaid {
                    badge.snp.makeConstraints { make in make.top.left.bottom.equalToSuperview(); make.width.equalTo(8) }
                } else {
                    badge.snp.makeConstraints { make in make.top.right.bottom.equalToSuperview(); make.width.equalTo(30) }
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func checkCountsWhatTheOtherBranchLaysOut() {
        let path = scratch.file("OrderCell.swift", cell)
        let run = CapturedRun(["check", path, "--min-coverage", "100"])
        #expect(run.status == 0)
        #expect(run.text.contains("""
            constraint statements: 4 of 4 laid out (100.0%), 2 only in other branches
              \(path):11:49: laid out in branch 2 (--branch 2)
              \(path):11:91: laid out in branch 2 (--branch 2)
            """))
        let alone = CapturedRun(["check", path, "--no-states"])
        #expect(alone.text.contains("constraint statements: 2 of 4 laid out (50.0%)\n"))
    }

    @Test func branchTwoDrawsTheElseBranch() throws {
        let path = scratch.file("OrderCell.swift", cell)
        let first = CapturedRun(["frames", path, "--size", "375x44"])
        #expect(first.text.contains("      badge  0 0 8 44\n"))
        let second = CapturedRun(["frames", path, "--size", "375x44", "--branch", "2"])
        #expect(second.status == 0)
        #expect(second.text.contains("      badge  345 0 30 44\n"))
        let json = CapturedRun(["frames", path, "--format", "json"])
        let decoded = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let coverage = try #require(decoded["coverage"] as? [String: Any])
        let inBranches = try #require(coverage["inBranches"] as? [[String: Any]])
        #expect(inBranches.map { $0["branch"] as? Double } == [2, 2])
    }

    @Test func aBranchBelowOneIsAUsageError() {
        let run = CapturedRun(["frames", scratch.file("OrderCell.swift", cell), "--branch", "0"])
        #expect(run.status == 2)
        #expect(run.error.contains("--branch must be at least 1"))
    }
}
