import LayoutDiff
import Testing

/// The record-mode table: what each mode writes and whether it fails, for a missing, differing or matching
/// reference.
@Suite struct RecordModeDecisionTests {
    static let write = RecordDecision(write: true, fail: true)
    static let fail = RecordDecision(write: false, fail: true)
    static let pass = RecordDecision(write: false, fail: false)

    @Test(arguments: [
        (RecordMode.missing, [write, fail, pass]),
        (RecordMode.all, [write, write, write]),
        (RecordMode.failed, [write, write, pass]),
        (RecordMode.never, [fail, fail, pass]),
    ])
    func decides(mode: RecordMode, expected: [RecordDecision]) {
        let missing = RecordMode.decide(mode: mode, referenceExists: false, matches: false)
        let differs = RecordMode.decide(mode: mode, referenceExists: true, matches: false)
        let matches = RecordMode.decide(mode: mode, referenceExists: true, matches: true)
        #expect([missing, differs, matches] == expected)
    }

    @Test func aMissingReferenceNeverMatches() {
        for mode in RecordMode.allCases {
            #expect(RecordMode.decide(mode: mode, referenceExists: false, matches: true)
                == RecordMode.decide(mode: mode, referenceExists: false, matches: false))
        }
    }

    @Test func decisionsDescribeThemselves() {
        #expect([Self.write, Self.fail, Self.pass, RecordDecision(write: true, fail: false)].map(\.description)
            == ["write, fail", "fail", "pass", "write"])
    }
}
