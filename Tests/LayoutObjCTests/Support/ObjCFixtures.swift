import Foundation
import LayoutEngine
import LayoutObjC
import LayoutScene
import LayoutScript
import Testing

/// The size the scenes of these tests are drawn at.
let objcTestSize = CGSize(width: 375, height: 667)

/// Translates an implementation (and header) and loads it, recording the error as an issue if it fails.
func loadObjC(_ implementation: String, header: String? = nil, name: String = "Card",
              sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LoadedScene? {
    let translation = ObjCFrontEnd.translate(ObjCFrontEnd.File(name: "\(name).m", text: implementation),
                                             header: header.map { ObjCFrontEnd.File(name: "\(name).h", text: $0) })
    do {
        return try SceneScript.load(sources: [translation.source], defaultSize: objcTestSize)
    } catch {
        Issue.record("scene failed to load:\n\(error)\n--- translation:\n\(translation.source.text)",
                     sourceLocation: sourceLocation)
        return nil
    }
}

/// Translates, loads and lays out with the monospaced measurer.
func layOutObjC(_ implementation: String, header: String? = nil, name: String = "Card",
                sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (LoadedScene, LayoutResult)? {
    guard let scene = loadObjC(implementation, header: header, name: name, sourceLocation: sourceLocation) else {
        return nil
    }
    return (scene, scene.canvas.layout(measuring: MonospacedTextMeasurer()))
}

/// The frame of the view named `name`.
func frame(_ name: String, in result: LayoutResult) -> CGRect? {
    result.views.first { $0.name == name }?.frame
}

/// Expects `rect` to be (x, y, width, height) within 1e-6.
func expectFrame(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let rect else {
        Issue.record("no frame, expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        return
    }
    let close = [(rect.origin.x, x), (rect.origin.y, y), (rect.size.width, width), (rect.size.height, height)]
        .allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "frame \(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// A header declaring `name` as a subclass of `superclass`, with properties.
func header(_ name: String = "Card", superclass: String = "UIView", _ properties: String = "") -> String {
    "#import <UIKit/UIKit.h>\n@interface \(name) : \(superclass)\n\(properties)\n@end\n"
}

/// The constraints installed anywhere in `view`'s tree.
func allConstraints(in view: View) -> [LayoutConstraint] {
    view.constraints + view.subviews.flatMap(allConstraints(in:))
}
