import Foundation

extension Float {
    /// Where the value lies between `lower` and `upper`, within 0...1; 0 for an empty or reversed range or a value
    /// that is not a number.
    func fraction(from lower: Float, to upper: Float) -> CGFloat {
        guard upper > lower, !isNaN else { return 0 }
        let fraction = (self - lower) / (upper - lower)
        return fraction.isNaN ? 0 : CGFloat(Swift.min(1, Swift.max(0, fraction)))
    }
}
