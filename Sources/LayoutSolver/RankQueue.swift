/// Definitions waiting to be evaluated, grouped by rank, taken lowest rank first.
///
/// A definition's rank is higher than the rank of every symbol it reads, so taking the queue rank by
/// rank evaluates each definition once, after everything it reads is final, and whatever an evaluation
/// queues lands in a higher rank than the one being taken.
///
/// Each rank's members form a linked list threaded through one array indexed by symbol (a symbol is
/// queued at most once: the solver's `isDefinitionDirty` flag guards it), so a push or a pop is two
/// stores. The two arrays are manually allocated and owned by this object, so the solver's innermost
/// refresh loop runs without reference counting or copy-on-write checks; ``reserve(symbols:ranks:)``
/// must cover every symbol and rank pushed, which the solver does once per refresh.
///
/// ```swift
/// let queue = RankQueue()
/// queue.reserve(symbols: 3, ranks: 3)
/// queue.push(2, rank: 2)
/// queue.push(0, rank: 1)
/// queue.popLowest() // 0
/// queue.popLowest() // 2
/// queue.popLowest() // nil
/// ```
final class RankQueue {
    /// The most recently pushed symbol of each rank, or -1 when the rank is empty.
    private var heads: UnsafeMutablePointer<Int32>
    private var headCapacity = 0
    /// For each queued symbol, the symbol pushed before it in the same rank, or -1.
    private var links: UnsafeMutablePointer<Int32>
    private var linkCapacity = 0
    /// The lowest rank that may be non-empty, and the highest one pushed since the queue was last empty.
    private var lowest = Int.max, highest = -1

    init() {
        heads = .allocate(capacity: 0)
        links = .allocate(capacity: 0)
    }

    deinit {
        heads.deallocate()
        links.deallocate()
    }

    /// Makes room for symbols `0..<symbols` at ranks `0..<ranks`.
    func reserve(symbols: Int, ranks: Int) {
        if symbols > linkCapacity {
            let capacity = max(symbols, 2 * linkCapacity)
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            grown.update(from: links, count: linkCapacity)
            links.deallocate()
            links = grown
            linkCapacity = capacity
        }
        if ranks > headCapacity {
            let capacity = max(ranks, 2 * headCapacity)
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            grown.update(from: heads, count: headCapacity)
            (grown + headCapacity).initialize(repeating: -1, count: capacity - headCapacity)
            heads.deallocate()
            heads = grown
            headCapacity = capacity
        }
    }

    /// Queues `symbol` at `rank`; both must be within the reserved room, and the symbol not queued already.
    @inline(__always)
    func push(_ symbol: Int32, rank: Int32) {
        let rank = Int(rank)
        assert(Int(symbol) < linkCapacity && rank < headCapacity, "RankQueue.push outside the reserved room")
        links[Int(symbol)] = heads[rank]
        heads[rank] = symbol
        if rank < lowest { lowest = rank }
        if rank > highest { highest = rank }
    }

    /// Takes a symbol of the lowest non-empty rank, or returns nil when the queue is empty.
    @inline(__always)
    func popLowest() -> Int32? {
        while lowest <= highest {
            let head = heads[lowest]
            if head >= 0 {
                heads[lowest] = links[Int(head)]
                return head
            }
            lowest += 1
        }
        lowest = Int.max
        highest = -1
        return nil
    }
}
