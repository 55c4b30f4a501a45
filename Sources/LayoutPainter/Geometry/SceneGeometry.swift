import Foundation
import LayoutEngine
import LayoutScene

/// Where every view and layout guide of a layout result is drawn, in output coordinates (canvas coordinates moved
/// by the padding), from the solved absolute frames; guides' layout frames are converted from their owning view's
/// bounds (a scroll view's content coordinates). Frames that cannot be drawn are left out and reported.
struct SceneGeometry {
    let padding: CGFloat
    private(set) var warnings: [PaintWarning] = []
    private var rects: [ObjectIdentifier: CGRect] = [:]
    private var viewsInResult: Set<ObjectIdentifier> = []

    init(result: LayoutResult, padding: CGFloat) {
        self.padding = padding
        for entry in result.views {
            viewsInResult.insert(ObjectIdentifier(entry.view))
            guard let rect = usable(entry.absoluteFrame, name: "view '\(entry.name)'", skipped: .viewSkipped) else {
                continue
            }
            rects[ObjectIdentifier(entry.view)] = rect
            for guide in entry.view.allLayoutGuides {
                let bounds = entry.view.bounds.origin
                let frame = guide.layoutFrame.offsetBy(dx: entry.absoluteFrame.minX - bounds.x,
                                                       dy: entry.absoluteFrame.minY - bounds.y)
                rects[ObjectIdentifier(guide)] = usable(frame, name: "guide '\(guide.displayName)'", skipped: nil)
            }
        }
    }

    /// The item's rectangle in output coordinates; `nil` when it is not in the result or cannot be drawn.
    func rect(of item: LayoutItem) -> CGRect? {
        rects[ObjectIdentifier(item)]
    }

    /// Whether the view was laid out in the result (whether or not its frame can be drawn).
    func isInResult(_ view: View) -> Bool {
        viewsInResult.contains(ObjectIdentifier(view))
    }

    private mutating func usable(_ frame: CGRect, name: String, skipped: PaintWarning.Kind?) -> CGRect? {
        let checked = UsableRect(frame)
        switch checked {
        case .usable:
            break
        case .clamped:
            warnings.append(PaintWarning(kind: .frameClamped, message: "\(name) has frame \(PaintNumber.text(frame)) "
                + "reaching past ±\(PaintNumber.text(PaintLimits.maximumCoordinate)); clamped"))
        case .unusable:
            if let skipped {
                warnings.append(PaintWarning(kind: skipped, message: "\(name) has frame \(PaintNumber.text(frame)) "
                    + "that is not finite; it and its subviews are not drawn"))
            }
        }
        return checked.rect?.offsetBy(dx: padding, dy: padding)
    }
}
