import Foundation

/// The material of a blur, as `UIBlurEffect.Style`; drawn as a translucent fill (a picture cannot blur what is
/// behind it faithfully).
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemMaterial)
/// ```
public enum BlurEffectStyle: String, CaseIterable, Hashable, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark

    /// The translucent fill standing in for the blur: white or black by the material's shade, more opaque for
    /// thicker materials (estimates).
    ///
    /// ```swift
    /// BlurEffectStyle.systemMaterialDark.fill // black at 0.55
    /// ```
    public var fill: Color {
        let name = rawValue
        let dark = name == "dark" || name.hasSuffix("Dark")
        let alpha: CGFloat = name.contains("UltraThin") ? 0.3 : name.contains("Thin") ? 0.45
            : name.contains("Thick") || name.contains("Chrome") || name == "prominent" ? 0.7 : 0.55
        return dark ? Color(white: 0, alpha: alpha) : Color(white: 1, alpha: alpha)
    }
}

/// A visual effect, as `UIVisualEffect`; only blurs are drawn.
///
/// ```swift
/// let effect: UIVisualEffect = UIBlurEffect(style: .regular)
/// ```
open class VisualEffect: @unchecked Sendable {
    /// Creates an effect that draws nothing.
    ///
    /// ```swift
    /// let none = UIVisualEffect()
    /// ```
    public init() {}
}

/// A blur, as `UIBlurEffect(style:)`.
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemThinMaterial)
/// ```
public final class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The material.
    public let style: BlurEffectStyle

    /// A blur of `style`.
    ///
    /// ```swift
    /// let blur = UIBlurEffect(style: .dark)
    /// ```
    public init(style: BlurEffectStyle) {
        self.style = style
        super.init()
    }
}

/// A view that draws an effect behind its ``contentView``, as `UIVisualEffectView(effect:)`. Subviews go into
/// ``contentView``, which fills the effect view (it is laid out by autoresizing, as in UIKit).
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// bar.contentView.addSubview(title)
/// ```
open class VisualEffectView: View {
    /// The effect; `nil` draws none.
    public var effect: VisualEffect?
    /// The view subviews go into; it fills the effect view.
    public let contentView = View()

    /// An effect view drawing `effect`.
    ///
    /// ```swift
    /// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    /// ```
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizesToFillSuperview = true
        addSubview(contentView)
    }

    /// An effect view without an effect, with a frame.
    ///
    /// ```swift
    /// let bar = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    /// ```
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view without an effect.
    ///
    /// ```swift
    /// let bar = UIVisualEffectView()
    /// ```
    public convenience init() {
        self.init(effect: nil)
    }

    /// Controls are built in code, never unarchived: there is nothing to decode, so this always fails. It exists so
    /// that subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The translucent fill standing in for the effect, `nil` for none.
    ///
    /// ```swift
    /// bar.effectFill // white at 0.55 for .systemMaterial
    /// ```
    public var effectFill: Color? { (effect as? BlurEffect)?.style.fill }
}

/// UIKit's name for ``VisualEffect``.
///
/// ```swift
/// let effect: UIVisualEffect? = nil
/// ```
public typealias UIVisualEffect = VisualEffect
/// UIKit's name for ``BlurEffect``.
///
/// ```swift
/// let blur = UIBlurEffect(style: .light)
/// ```
public typealias UIBlurEffect = BlurEffect
/// UIKit's name for ``VisualEffectView``.
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
/// ```
public typealias UIVisualEffectView = VisualEffectView

extension BlurEffect {
    /// UIKit's `UIBlurEffect.Style`.
    ///
    /// ```swift
    /// let style: UIBlurEffect.Style = .systemMaterial
    /// ```
    public typealias Style = BlurEffectStyle
}
