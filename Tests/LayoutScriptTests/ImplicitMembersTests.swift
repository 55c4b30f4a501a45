import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `.member` shorthand, resolved by the type the context expects: property types, parameter types, annotations,
/// return types, the other side of `==`, and arrays of a declared element type.
@Suite struct ImplicitMembersTests {
    @Test func resolvedFromTheExpectedType() {
        guard let scene = loadScene("""
            let label = UILabel()
            view.addSubview(label)
            label.backgroundColor = .green
            label.textColor = .systemRed
            label.font = .systemFont(ofSize: 20, weight: .bold)
            label.textAlignment = .center
            label.lineBreakMode = .byWordWrapping
            label.frame = .zero
            label.layoutMargins = .zero
            label.semanticContentAttribute = .forceRightToLeft
            label.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
            label.snp.makeConstraints { make in
                make.width.equalTo(50).priority(.high)
                make.height.equalTo(20).priority(.defaultLow)
            }
            """), let label = scene.canvas.subviews.first as? Label else { return }
        #expect(label.backgroundColor == .green)
        #expect(label.textColor == .systemRed)
        #expect(label.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.semanticContentAttribute == .forceRightToLeft)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 751)
    }

    @Test func fromAnnotationsReturnTypesAndComparisons() {
        #expect(evaluated("let c: UIColor = .blue", "c == UIColor.blue") == "true")
        #expect(evaluated("func tint() -> UIColor { return .orange }", "tint() == .orange") == "true")
        #expect(evaluated("let colors: [UIColor] = [.red, .green]", "colors.count") == "2")
        #expect(evaluated("let axis = NSLayoutConstraint.Axis.vertical", "axis == .vertical") == "true")
        #expect(evaluated("let w: UIFont.Weight = .semibold", "w.rawValue") == "0.3")
        #expect(evaluated("var size = CGSize.zero\nsize = .init(width: 2, height: 3)", "size.height") == "3.0")
    }

    @Test func withoutAContextItIsAnUnknownValue() {
        #expect(firstWarning("let c = .red") == "scene.swiftlay:1:9: warning: unknown symbol '.red': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped")
        #expect(firstWarning("let v = UIView()\nv.backgroundColor = .grene") == "scene.swiftlay:2:21: warning: unknown symbol 'UIColor.grene': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped; did you mean 'green'?")
    }

    @Test func aChainStartingWithAMemberTakesTheChainsContext() {
        #expect(evaluated("let c: UIColor = .red.withAlphaComponent(0.5)", "c == UIColor.red.withAlphaComponent(0.5)") == "true")
        #expect(evaluated("let v = UIView()\nv.backgroundColor = .white.withAlphaComponent(0.25)", "v.backgroundColor == UIColor.white.withAlphaComponent(0.25)") == "true")
    }
}
