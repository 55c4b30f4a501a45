import Foundation
import LayoutScene

/// `CGSize`, `CGPoint`, `CGRect`, `UIEdgeInsets` and `NSDirectionalEdgeInsets`.
enum GeometryBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let size = registry.type(CGSize.self)
        size.initializer("init(width:height:)", [t.number, t.number]) {
            try .object(CGSize(width: $0.get(0, as: CGFloat.self), height: $0.get(1, as: CGFloat.self)))
        }
        size.initializer("init()", []) { _ in .object(CGSize.zero) }
        size.constant("zero", CGSize.zero)
        size.property("width", \CGSize.width)
        size.property("height", \CGSize.height)

        let point = registry.type(CGPoint.self)
        point.initializer("init(x:y:)", [t.number, t.number]) {
            try .object(CGPoint(x: $0.get(0, as: CGFloat.self), y: $0.get(1, as: CGFloat.self)))
        }
        point.initializer("init()", []) { _ in .object(CGPoint.zero) }
        point.constant("zero", CGPoint.zero)
        point.property("x", \CGPoint.x)
        point.property("y", \CGPoint.y)

        bindRect(registry.type(CGRect.self), t)
        bindInsets(registry, t)
    }

    private static func bindRect(_ rect: HostType, _ t: BindingTypes) {
        rect.initializer("init(x:y:width:height:)", [t.number, t.number, t.number, t.number]) {
            try .object(CGRect(x: $0.get(0, as: CGFloat.self), y: $0.get(1, as: CGFloat.self),
                               width: $0.get(2, as: CGFloat.self), height: $0.get(3, as: CGFloat.self)))
        }
        rect.initializer("init(origin:size:)", [t.point, t.size]) {
            try .object(CGRect(origin: $0.get(0), size: $0.get(1)))
        }
        rect.initializer("init()", []) { _ in .object(CGRect.zero) }
        rect.constant("zero", CGRect.zero)
        rect.property("origin", \CGRect.origin)
        rect.property("size", \CGRect.size)
        rect.readOnly("width", \CGRect.width)
        rect.readOnly("height", \CGRect.height)
        rect.readOnly("minX", \CGRect.minX)
        rect.readOnly("midX", \CGRect.midX)
        rect.readOnly("maxX", \CGRect.maxX)
        rect.readOnly("minY", \CGRect.minY)
        rect.readOnly("midY", \CGRect.midY)
        rect.readOnly("maxY", \CGRect.maxY)
        rect.readOnly("isEmpty", \CGRect.isEmpty)
        rect.method("insetBy(dx:dy:)", [t.number, t.number]) {
            try .object($0.receiver(CGRect.self).insetBy(dx: $0.get(0, as: CGFloat.self), dy: $0.get(1, as: CGFloat.self)))
        }
        rect.method("offsetBy(dx:dy:)", [t.number, t.number]) {
            try .object($0.receiver(CGRect.self).offsetBy(dx: $0.get(0, as: CGFloat.self), dy: $0.get(1, as: CGFloat.self)))
        }
    }

    private static func bindInsets(_ registry: HostRegistry, _ t: BindingTypes) {
        let insets = registry.type(EdgeInsets.self)
        insets.initializer("init(top:left:bottom:right:)", [t.number, t.number, t.number, t.number]) {
            try .object(EdgeInsets(top: $0.get(0), left: $0.get(1), bottom: $0.get(2), right: $0.get(3)))
        }
        insets.initializer("init(_:)", [t.number]) { try .object(EdgeInsets($0.get(0, as: CGFloat.self))) }
        insets.initializer("init()", []) { _ in .object(EdgeInsets.zero) }
        insets.constant("zero", EdgeInsets.zero)
        insets.property("top", \EdgeInsets.top)
        insets.property("left", \EdgeInsets.left)
        insets.property("bottom", \EdgeInsets.bottom)
        insets.property("right", \EdgeInsets.right)
        insets.method("directional(for:)", [t.direction]) {
            try .object($0.receiver(EdgeInsets.self).directional(for: $0.get(0)))
        }

        let directional = registry.type(DirectionalEdgeInsets.self)
        directional.initializer("init(top:leading:bottom:trailing:)", [t.number, t.number, t.number, t.number]) {
            try .object(DirectionalEdgeInsets(top: $0.get(0), leading: $0.get(1), bottom: $0.get(2), trailing: $0.get(3)))
        }
        directional.initializer("init(_:)", [t.number]) { try .object(DirectionalEdgeInsets($0.get(0, as: CGFloat.self))) }
        directional.initializer("init()", []) { _ in .object(DirectionalEdgeInsets.zero) }
        directional.constant("zero", DirectionalEdgeInsets.zero)
        directional.property("top", \DirectionalEdgeInsets.top)
        directional.property("leading", \DirectionalEdgeInsets.leading)
        directional.property("bottom", \DirectionalEdgeInsets.bottom)
        directional.property("trailing", \DirectionalEdgeInsets.trailing)
        directional.method("resolved(for:)", [t.direction]) {
            try .object($0.receiver(DirectionalEdgeInsets.self).resolved(for: $0.get(0)))
        }
    }
}
