import Foundation
import Testing
import XCTest

/// Reports a failure to whichever test framework is running the current test: Swift Testing when
/// `Test.current` is set, XCTest otherwise, at the given source location.
package enum TestIssueReporter {
    /// Records `message` as a failure at `fileID`/`filePath`, `line`, `column`.
    package static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt,
                               column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                                                        column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// Records `message` as a warning at the given location: an issue of severity warning under Swift
    /// Testing (it does not fail the test), a `warning:` line on standard error under XCTest.
    package static func warn(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt,
                             column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning,
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                                                        column: Int(column)))
        } else {
            FileHandle.standardError.write(Data("\(filePath):\(line): warning: \(message)\n".utf8))
        }
    }

    /// Records `message` as a failure where no source location is known (inside a snapshot strategy).
    package static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
