import Foundation

/// A 2-D affine transform, as Core Graphics' `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). ``View/transform`` draws a view with one, about its centre.
///
/// As in Core Graphics, `t1.concatenating(t2)` applies `t1` first, and `scaledBy`, `rotated` and `translatedBy`
/// put their step *before* the receiver: `t.scaledBy(x: 2, y: 2)` scales, then applies `t`.
///
/// ```swift
/// let tilt = CGAffineTransform(rotationAngle: .pi / 12).scaledBy(x: 1.2, y: 1.2)
/// badge.transform = tilt
/// ```
public struct ViewTransform: Sendable, Hashable {
    /// The matrix entries, named as Core Graphics names them.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform with these entries.
    ///
    /// ```swift
    /// let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// ```
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A scale by `sx` across and `sy` down.
    ///
    /// ```swift
    /// let grown = CGAffineTransform(scaleX: 1.3, y: 1.3)
    /// ```
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen, as in UIKit, whose y axis points down).
    ///
    /// ```swift
    /// let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    /// ```
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A move by `tx` across and `ty` down.
    ///
    /// ```swift
    /// let lowered = CGAffineTransform(translationX: 0, y: 40)
    /// ```
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The transform that changes nothing.
    ///
    /// ```swift
    /// view.transform = .identity
    /// ```
    public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is ``identity``.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 1, y: 1).isIdentity // true
    /// ```
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform can be undone: a view drawn with one that cannot (a scale by 0) covers no area.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 0, y: 1).isInvertible // false
    /// ```
    public var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }

    /// This transform, then `other`.
    ///
    /// ```swift
    /// let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
    /// t.apply(to: CGPoint(x: 1, y: 1)) // (12, 2)
    /// ```
    public func concatenating(_ other: ViewTransform) -> ViewTransform {
        ViewTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale by `sx`, `sy`, then this transform.
    ///
    /// ```swift
    /// CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2).apply(to: CGPoint(x: 1, y: 1)) // (12, 2)
    /// ```
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> ViewTransform {
        ViewTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then this transform.
    ///
    /// ```swift
    /// CGAffineTransform.identity.rotated(by: .pi) // a half turn
    /// ```
    public func rotated(by angle: CGFloat) -> ViewTransform {
        ViewTransform(rotationAngle: angle).concatenating(self)
    }

    /// A move by `tx`, `ty`, then this transform.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0).apply(to: .zero) // (10, 0)
    /// ```
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> ViewTransform {
        ViewTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The transform undoing this one, or this one unchanged when it cannot be undone (as Core Graphics does).
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 4).inverted() // scale by 0.5, 0.25
    /// ```
    public func inverted() -> ViewTransform {
        guard isInvertible else { return self }
        let determinant = a * d - b * c
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return ViewTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Where `point` goes.
    ///
    /// ```swift
    /// CGAffineTransform(translationX: 3, y: 4).apply(to: .zero) // (3, 4)
    /// ```
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This transform applied about `center` instead of the origin, as a view's transform is applied about the
    /// centre of its bounds: move `center` to the origin, transform, move back.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 2).about(CGPoint(x: 50, y: 50)).apply(to: CGPoint(x: 50, y: 50)) // (50, 50)
    /// ```
    public func about(_ center: CGPoint) -> ViewTransform {
        ViewTransform(translationX: -center.x, y: -center.y).concatenating(self)
            .concatenating(ViewTransform(translationX: center.x, y: center.y))
    }
}

/// Core Graphics' name for ``ViewTransform``.
///
/// ```swift
/// let grown: CGAffineTransform = .init(scaleX: 1.3, y: 1.3)
/// ```
public typealias CGAffineTransform = ViewTransform
