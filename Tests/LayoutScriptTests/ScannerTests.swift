import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Foundation's `Scanner` as hex-colour helpers use it: `scanHexInt32`/`scanHexInt64`/`scanInt` through `&`, whitespace
/// skipped, `scanLocation`, `isAtEnd`, and the result of a scan that finds nothing. An extension's `UIColor(hex:)`
/// taking a string is chosen over layoutviz's `UIColor(hex:)` taking a number when given a string literal; without
/// the extension, a string is the app's extension from another file: an unknown symbol.
@Suite struct ScannerTests {
    @Test func hexColourHelpersScan() {
        let declarations = """
            extension UIColor {
                convenience init?(hex: String) {
                    var rgb: UInt64 = 0
                    let cleaned = hex.replacingOccurrences(of: "#", with: "")
                    guard Scanner(string: cleaned).scanHexInt64(&rgb) else { return nil }
                    self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0, green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                              blue: CGFloat(rgb & 0x0000FF) / 255.0, alpha: 1)
                }
            }
            let orange = UIColor(hex: "#FF8800")
            let none = UIColor(hex: "zz")
            """
        #expect(evaluated(declarations, #""\(orange == UIColor(red: 1, green: 136.0 / 255.0, blue: 0, alpha: 1)) \(none == nil)""#)
            == "true true")
    }

    @Test func aStringHexColourWithoutTheExtensionIsUnknown() throws {
        let scene = try #require(loadScene("""
            let label = UILabel()
            label.textColor = UIColor(hex: "#FF0000")
            label.backgroundColor = UIColor(hex: 0x00FF00)
            view.addSubview(label)
            """))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:2:19: warning: unknown symbol 'UIColor.init(hex:)': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        let label = try #require(labels(in: scene.canvas).first)
        #expect(label.textColor == .label)
        #expect(label.backgroundColor == Color(hex: 0x00FF00))
    }

    @Test func scansAdvanceTheLocation() {
        let statements = """
            let scanner = Scanner(string: "  0x1f -42 7")
            var hex: UInt32 = 0
            var number = 0
            var other = 0
            let found = [scanner.scanHexInt32(&hex), scanner.scanInt(&number), scanner.scanHexInt32(&other)]
            let end = scanner.isAtEnd
            scanner.scanLocation = 0
            let again = scanner.scanInt(&other)
            """
        #expect(evaluated(statements, #""\(found) \(hex) \(number) \(other) \(end) \(again)""#)
            == "[true, true, true] 31 -42 0 true true")
    }
}
