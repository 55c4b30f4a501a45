import ArgumentParser

/// `--shard I/N`: the I-th of N deterministic slices of the sorted scene list (1-based), for CI matrices.
///
/// ```swift
/// Shard(argument: "2/3")?.selects(index: 4) // true: indices 1, 4, 7, … go to shard 2
/// ```
public struct Shard: ExpressibleByArgument, Sendable, Hashable {
    /// This shard, 1...count.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    ///
    /// ```swift
    /// let shard = Shard(argument: "1/4")
    /// ```
    public init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
              (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the scene at `index` (0-based, in sorted order) belongs to this shard: round robin.
    ///
    /// ```swift
    /// shard.selects(index: 0)
    /// ```
    public func selects(index position: Int) -> Bool {
        position % count == index - 1
    }
}
