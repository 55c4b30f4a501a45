import Foundation
import LayoutPainter
import LayoutRender
import LayoutScene

/// `layoutviz-render-bench [--runs N]`: times PNG rendering in-process against the floor of this machine (an
/// image of the same size with only a background: surface, fill, PNG encoding). Prints a table of medians and,
/// as the last line, JSON.
@main
struct RenderBench {
    static func main() throws {
        var runs = 21
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            if argument == "--runs", let value = arguments.next().flatMap(Int.init), value > 0 { runs = value }
            else {
                FileHandle.standardError.write(Data("usage: layoutviz-render-bench [--runs N]\n".utf8))
                exit(2)
            }
        }
        let fonts = try FontLibrary()
        let renderer = PNGRenderer(fonts: fonts)
        let measurer = PangoTextMeasurer(fonts: fonts)
        let workloads = [
            Workload(key: "screen", title: "20 rects + 20 texts + 40 guides, 375×667 @1x", targetMilliseconds: 10,
                     list: BenchLists.screen(measurer: measurer), runs: runs),
            Workload(key: "rects_10k", title: "10,000 rects, 2000×2000 @1x", targetMilliseconds: 1000,
                     list: BenchLists.rects(count: 10_000, side: 2000), runs: max(3, runs / 3)),
        ]
        print("workload                                         floor ms   render ms   ratio   target")
        var json: [String] = []
        for workload in workloads {
            let floor = try median(runs: workload.runs) { try renderer.render(BenchLists.floor(like: workload.list)) }
            let render = try median(runs: workload.runs) { try renderer.render(workload.list) }
            let ratio = render / floor
            let verdict = render <= workload.targetMilliseconds && ratio <= 2 ? "met" : "MISSED"
            let title = workload.title.padding(toLength: 47, withPad: " ", startingAt: 0)
            print(title + String(format: "  %9.2f  %10.2f  %6.2f   ", floor, render, ratio)
                  + String(format: "≤ %.0f ms and ≤ 2× floor: ", workload.targetMilliseconds) + verdict)
            json.append("\"\(workload.key)\": {\"floor_ms\": \(floor), \"render_ms\": \(render), \"ratio\": \(ratio)}")
        }
        print("{" + json.joined(separator: ", ") + "}")
    }

    /// The median wall time of `runs` calls of `body`, in milliseconds, after one warm-up call.
    private static func median(runs: Int, _ body: () throws -> Data) throws -> Double {
        _ = try body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let data = try body()
            let elapsed = start.duration(to: clock.now)
            withExtendedLifetime(data) {}
            let (seconds, attoseconds) = elapsed.components
            samples.append((Double(seconds) + Double(attoseconds) / 1e18) * 1000)
        }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// One timed display list and its target.
struct Workload {
    var key: String
    var title: String
    var targetMilliseconds: Double
    var list: DisplayList
    var runs: Int
}
