import Foundation
import LayoutScene

/// UIKit's image-context functions, modelled for solid fills (``ImageDrawingContext``):
/// `UIGraphicsBeginImageContext(_:)` (scale 1, as UIKit), `UIGraphicsBeginImageContextWithOptions(_:_:_:)` (scale 0
/// is the screen's), `UIGraphicsGetCurrentContext()`, `UIGraphicsGetImageFromCurrentImageContext()`,
/// `UIGraphicsEndImageContext()` and `UIRectFill(_:)`. Without a context the getters give nil and fills do nothing,
/// as UIKit. Any other call on the context warns once that its drawing is not modelled.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 0)
/// UIColor.red.setFill()
/// UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
/// let red = UIGraphicsGetImageFromCurrentImageContext()   // 1 × 1 pt at the screen's scale
/// UIGraphicsEndImageContext()
/// ```
extension Interpreter {
    func callImageContextBuiltin(_ function: BuiltinFunction, labels: [String?], _ values: [Value],
                                 at span: SourceSpan) throws -> Value {
        let name = function.rawValue
        switch function {
        case .UIGraphicsBeginImageContext:
            guard values.count == 1, labels == [nil], let size = CGSize.fromScript(values[0]) else {
                throw ScriptFailure.runtime("'\(name)' takes one CGSize", at: span)
            }
            imageContexts.append(ImageDrawingContext(size: size, scale: 1, isOpaque: false))
            return .void
        case .UIGraphicsBeginImageContextWithOptions:
            guard values.count == 3, labels == [nil, nil, nil], let size = CGSize.fromScript(values[0]),
                  let opaque = Bool.fromScript(values[1]), let scale = values[2].number, scale >= 0 else {
                throw ScriptFailure.runtime("'\(name)' takes a CGSize, whether it is opaque and a scale (0 for the "
                                                + "screen's)", at: span)
            }
            let screenScale = screen?.scale ?? Screen.defaultScale
            imageContexts.append(ImageDrawingContext(size: size, scale: scale == 0 ? screenScale : CGFloat(scale),
                                                     isOpaque: opaque))
            return .void
        case .UIGraphicsGetCurrentContext, .UIGraphicsGetImageFromCurrentImageContext, .UIGraphicsEndImageContext:
            guard values.isEmpty else { throw ScriptFailure.runtime("'\(name)' takes no arguments", at: span) }
            guard let context = imageContexts.last else { return function == .UIGraphicsEndImageContext ? .void : .null }
            switch function {
            case .UIGraphicsGetCurrentContext: return .object(context)
            case .UIGraphicsGetImageFromCurrentImageContext: return .object(context.image)
            default:
                imageContexts.removeLast()
                return .void
            }
        default:
            guard values.count == 1, labels == [nil], let rect = CGRect.fromScript(values[0]) else {
                throw ScriptFailure.runtime("'\(name)' takes one CGRect", at: span)
            }
            imageContexts.last?.fill(rect)
            return .void
        }
    }

    /// A call on an image context that UIKit has but layoutviz does not model (`addPath(_:)`, `strokePath()`,
    /// `draw(_:in:)`, …): skipped, with one warning per context at its first such call; `nil` for any other call.
    func unmodelledDrawing(_ object: Any, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) -> Value? {
        guard let context = object as? ImageDrawingContext,
              hostType(of: object)?.methods(named: name).isEmpty ?? true else { return nil }
        if !context.hasWarned {
            context.hasWarned = true
            warn("drawing with 'CGContext.\(Selector.text(name, call.labels))' is not modelled: an image drawn in "
                     + "code keeps only its solid rectangle fills", at: span)
        }
        return absorbCall(.void, call, in: scope)
    }
}
