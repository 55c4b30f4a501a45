import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Properties UIKit marks `null_resettable` (`UILabel.font`, `textColor`): assigning nil restores the default.
@Suite struct NilResettablePropertiesTests {
    @Test func labelFontAndColourResetToTheirDefaults() {
        let statements = """
            let label = UILabel()
            let custom: UIFont? = nil
            label.font = .boldSystemFont(ofSize: 30)
            label.font = custom
            label.textColor = .red
            label.textColor = nil
            """
        #expect(evaluated(statements, "[label.font.pointSize == 17, label.textColor == .label]") == "[true, true]")
    }
}
