import UIKit

/// The app's colours and spacing, used by every screen.
enum Theme {
    static let accent = UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1)
    static let card = UIColor.secondarySystemBackground
    static let margin: CGFloat = 20
    static let avatarSize: CGFloat = 88
}
