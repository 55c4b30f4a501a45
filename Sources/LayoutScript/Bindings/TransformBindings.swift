import Foundation
import LayoutScene

/// `CGAffineTransform` (``ViewTransform``): its initializers, `identity`, its entries, `isIdentity`, composing
/// (`concatenating`, `scaledBy`, `rotated`, `translatedBy`, `inverted`) and `CGPoint.applying(_:)`; a view's
/// `transform` is bound with the view's properties.
enum TransformBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let transform = registry.type(ViewTransform.self)
        let transformType = t.host(ViewTransform.self)
        transform.initializer("init(a:b:c:d:tx:ty:)", Array(repeating: t.number, count: 6)) { call in
            let entries = try (0..<6).map { try call.get($0, as: CGFloat.self) }
            return .object(ViewTransform(a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4],
                                         ty: entries[5]))
        }
        transform.initializer("init(scaleX:y:)", [t.number, t.number]) {
            try .object(ViewTransform(scaleX: $0.get(0, as: CGFloat.self), y: $0.get(1, as: CGFloat.self)))
        }
        transform.initializer("init(rotationAngle:)", [t.number]) {
            try .object(ViewTransform(rotationAngle: $0.get(0, as: CGFloat.self)))
        }
        transform.initializer("init(translationX:y:)", [t.number, t.number]) {
            try .object(ViewTransform(translationX: $0.get(0, as: CGFloat.self), y: $0.get(1, as: CGFloat.self)))
        }
        transform.initializer("init()", []) { _ in .object(ViewTransform.identity) }
        transform.constant("identity", ViewTransform.identity)
        for (name, keyPath) in [("a", \ViewTransform.a), ("b", \ViewTransform.b), ("c", \ViewTransform.c),
                                ("d", \ViewTransform.d), ("tx", \ViewTransform.tx), ("ty", \ViewTransform.ty)] {
            transform.property(name, keyPath)
        }
        transform.readOnly("isIdentity", \ViewTransform.isIdentity)
        transform.method("concatenating(_:)", [transformType]) {
            try .object($0.receiver(ViewTransform.self).concatenating($0.get(0)))
        }
        transform.method("scaledBy(x:y:)", [t.number, t.number]) {
            try .object($0.receiver(ViewTransform.self).scaledBy(x: $0.get(0, as: CGFloat.self),
                                                                 y: $0.get(1, as: CGFloat.self)))
        }
        transform.method("rotated(by:)", [t.number]) {
            try .object($0.receiver(ViewTransform.self).rotated(by: $0.get(0, as: CGFloat.self)))
        }
        transform.method("translatedBy(x:y:)", [t.number, t.number]) {
            try .object($0.receiver(ViewTransform.self).translatedBy(x: $0.get(0, as: CGFloat.self),
                                                                     y: $0.get(1, as: CGFloat.self)))
        }
        transform.method("inverted()", []) { try .object($0.receiver(ViewTransform.self).inverted()) }
        registry.type(CGPoint.self).method("applying(_:)", [transformType]) {
            try .object($0.get(0, as: ViewTransform.self).apply(to: $0.receiver(CGPoint.self)))
        }
        registry.type(View.self).property("transform", \View.transform)
    }
}
