import Foundation
import LayoutEngine
import LayoutScene

/// `layoutviz-layout-bench [COUNT…] [--repeat N]`: times the first layout of a feed of COUNT cells (three views
/// each, labels measured with the monospaced measurer), and a re-layout after `updateConstraints` changes one
/// avatar's size, which takes the incremental path. Prints medians in milliseconds and a JSON line.
@main
struct LayoutBench {
    static func main() {
        var counts: [Int] = []
        var repeats = 5
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            if argument == "--repeat", let value = arguments.next().flatMap(Int.init) { repeats = max(1, value) }
            else if let count = Int(argument), count > 0 { counts.append(count) }
            else {
                FileHandle.standardError.write(Data("usage: layoutviz-layout-bench [COUNT…] [--repeat N]\n".utf8))
                exit(2)
            }
        }
        if counts.isEmpty { counts = [100, 1000] }
        var json: [String] = []
        print("views   first layout (ms)   update + layout (ms)   ratio")
        for count in counts {
            var firsts: [Double] = [], updates: [Double] = []
            for _ in 0..<repeats {
                let scene = FeedScene(count: count)
                firsts.append(milliseconds { scene.canvas.layout() })
                for step in 0..<5 {
                    let avatar = scene.avatars[(step * 7919) % count]
                    updates.append(milliseconds {
                        avatar.snp.updateConstraints { make in make.size.equalTo(step % 2 == 0 ? 48 : 40) }
                        return scene.canvas.layout()
                    })
                }
            }
            let first = median(firsts), update = median(updates)
            print(String(format: "%5d   %17.2f   %20.3f   %5.0fx", count * 3, first, update, first / update))
            json.append("\"\(count * 3)\": {\"first_ms\": \(first), \"update_ms\": \(update)}")
        }
        print("{" + json.joined(separator: ", ") + "}")
    }

    private static func milliseconds(_ body: () -> Any) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let result = body()
        let elapsed = start.duration(to: clock.now)
        withExtendedLifetime(result) {}
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) + Double(attoseconds) / 1e18) * 1000
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
