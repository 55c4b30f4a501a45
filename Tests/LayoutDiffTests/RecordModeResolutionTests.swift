import LayoutDiff
import Testing

/// The record mode comes from the argument, then the innermost scope, then LAYOUTVIZ_RECORD, then
/// SNAPSHOT_TESTING_RECORD, then `.missing`.
@Suite struct RecordModeResolutionTests {
    static let both = ["LAYOUTVIZ_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "never"]

    @Test func parsesTheFourNames() {
        #expect(RecordMode.allCases.map { RecordMode(parsing: $0.description) } == RecordMode.allCases)
        #expect(RecordMode(parsing: " ALL\n") == .all)
        #expect(RecordMode(parsing: "changed") == nil)
        #expect(RecordMode(parsing: "") == nil)
    }

    @Test func theArgumentWins() {
        withRecordMode(.never) {
            #expect(RecordMode.resolved(explicit: .all, environment: Self.both) == .all)
        }
    }

    @Test func theScopeBeatsTheEnvironment() {
        withRecordMode(.all) {
            #expect(RecordMode.current == .all)
            #expect(RecordMode.resolved(explicit: nil, environment: Self.both) == .all)
        }
        #expect(RecordMode.current == nil)
    }

    @Test func theInnermostScopeWins() {
        withRecordMode(.all) {
            withRecordMode(.never) {
                #expect(RecordMode.resolved(explicit: nil, environment: [:]) == .never)
            }
            #expect(RecordMode.resolved(explicit: nil, environment: [:]) == .all)
        }
    }

    @Test func scopesReachAsynchronousCode() async {
        await withRecordMode(.failed) {
            await Task.yield()
            #expect(RecordMode.resolved(explicit: nil, environment: [:]) == .failed)
        }
    }

    @Test func layoutvizRecordBeatsSnapshotTestingRecord() {
        #expect(RecordMode.resolved(explicit: nil, environment: Self.both) == .failed)
        #expect(RecordMode.resolved(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
    }

    @Test func unreadableValuesAreSkipped() {
        let environment = ["LAYOUTVIZ_RECORD": "yes please", "SNAPSHOT_TESTING_RECORD": "all"]
        #expect(RecordMode.resolved(explicit: nil, environment: environment) == .all)
    }

    @Test func missingIsTheDefault() {
        #expect(RecordMode.resolved(explicit: nil, environment: [:]) == .missing)
    }
}
