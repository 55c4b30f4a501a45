import XCTest

// Tests are left out of the app's module.
final class ProfileTests: XCTestCase {
    func testNothing() { XCTAssertTrue(true) }
}
