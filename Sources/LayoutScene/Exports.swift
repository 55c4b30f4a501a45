// `import LayoutScene` alone gives what `import UIKit` gives besides UIKit's own types: Foundation, with `CGFloat`,
// `CGRect`, `CGSize`, `CGPoint`, `NSCoder` and the rest, so view code written for UIKit compiles unchanged.
//
// ```swift
// import LayoutScene
// let inset: CGFloat = 16
// final class Card: UIView { required init?(coder: NSCoder) { fatalError() } }
// ```
@_exported import Foundation
