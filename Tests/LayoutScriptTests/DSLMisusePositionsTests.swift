import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// Misuse the DSL records from a scene file carries the scene's `file:line:column`, with the column where swiftc's
/// `#column` would point (the call's opening parenthesis), and constraints print the scene's line.
@Suite struct DSLMisusePositionsTests {
    @Test func missingSuperview() {
        guard let (_, result) = layOut("""
            let caption = UILabel()
            caption.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
            view.addSubview(caption)
            """) else { return }
        #expect(result.diagnostics.first?.description == "scene.swiftlay:3:32: error: Expected superview but found nil when attempting make constraint `equalToSuperview`.")
    }

    @Test func distributingOneView() {
        guard let (_, result) = layOut("""
            let only = UIView()
            view.addSubview(only)
            [only].snp.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 1, tailSpacing: 1)
            """) else { return }
        #expect(result.diagnostics.first?.description == "scene.swiftlay:3:27: error: views to distribute need to bigger than one")
    }

    @Test func updateWithoutAMatchAndDescriptions() {
        guard let (_, result) = layOut("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.width.equalTo(10)
            }
            box.snp.updateConstraints { make in
                make.height.equalTo(20)
            }
            """, fileName: "Scenes/card.swiftlay") else { return }
        let message = result.diagnostics.first?.description
        #expect(message?.hasPrefix("Scenes/card.swiftlay:7:24: error: Updated constraint could not find existing matching constraint to update: <LayoutConstraint@card.swiftlay#7 UIView:box.height == 20.0>") == true)
    }

    @Test func conflictsListTheSceneLines() {
        guard let (_, result) = layOut("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(100)
                make.width.equalTo(200).labeled("tooWide")
                make.height.equalTo(10)
            }
            """) else { return }
        let conflict = result.diagnostics.first { $0.kind == .conflict }?.message ?? ""
        #expect(conflict.contains("<LayoutConstraint@scene.swiftlay#5 UIView:box.width == 100.0>"))
        #expect(conflict.contains("<LayoutConstraint:tooWide@scene.swiftlay#6 UIView:box.width == 200.0>"))
    }

    @Test func priorityChangeBetweenRequiredAndOptional() {
        guard let (_, result) = layOut("""
            let box = UIView()
            view.addSubview(box)
            var width: Constraint?
            box.snp.makeConstraints { make in
                width = make.width.equalTo(10).constraint
            }
            width?.update(priority: .low)
            """) else { return }
        #expect(result.diagnostics.first?.location?.description == "scene.swiftlay:7:14")
    }
}
