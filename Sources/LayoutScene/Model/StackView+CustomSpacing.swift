import Foundation

extension StackView {
    /// The value of ``customSpacing(after:)`` for a view without a custom gap: "use ``spacing``"
    /// (`FLT_MAX`, as UIKit's `UIStackView.spacingUseDefault`).
    ///
    /// ```swift
    /// form.setCustomSpacing(UIStackView.spacingUseDefault, after: password) // back to `spacing`
    /// ```
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A gap value meaning "the system spacing" (`FLT_MIN`, as UIKit's `UIStackView.spacingUseSystem`); valid for
    /// ``spacing`` and ``setCustomSpacing(_:after:)``.
    ///
    /// ```swift
    /// row.spacing = UIStackView.spacingUseSystem
    /// ```
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Sets the gap after `arrangedSubview`, overriding ``spacing`` for that one gap. Ignored for a view that is not
    /// arranged; forgotten when the view leaves ``arrangedSubviews``. A hidden view's custom gap has no effect.
    ///
    /// ```swift
    /// form.setCustomSpacing(24, after: password)
    /// ```
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    ///
    /// ```swift
    /// form.customSpacing(after: password) // 24.0
    /// ```
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
}
