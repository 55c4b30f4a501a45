import UIKit

/// A count badge no screen uses yet.
final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 9
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
