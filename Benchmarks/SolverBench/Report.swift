import Foundation

/// The results of one invocation: the human table lines and the final JSON line.
struct Report {
    /// The measurements for each N, in the order run.
    private(set) var sized: [(n: Int, measurements: [Measurement])] = []
    /// The enaml-like form's measurements, if it ran.
    private(set) var enaml: [Measurement] = []

    /// Records the measurements of size `n` and returns their table lines, as the reference script prints them.
    mutating func record(n: Int, _ measurements: [Measurement]) -> [String] {
        sized.append((n, measurements))
        return measurements.map { m in
            let detail = m.constraintCount > 1
                ? String(format: ", %.2f us/constraint", m.seconds * 1e6 / Double(m.constraintCount))
                : ", per op"
            return String(format: "N=%-6d %@ %12.3f ms   (%d constraints%@)",
                          n, m.key.padding(toLength: 24, withPad: " ", startingAt: 0), m.seconds * 1e3,
                          m.constraintCount, detail)
        }
    }

    /// Records the enaml-like form's measurements and returns their table lines (in microseconds).
    mutating func recordEnaml(_ measurements: [Measurement]) -> [String] {
        enaml = measurements
        return measurements.map { m in
            let detail = m.constraintCount > 1
                ? "\(m.constraintCount) constraints + 2 edit variables"
                : "per resize: 2 suggestValue + 1 updateVariables"
            return String(format: "enaml    %@ %12.3f us   (%@)",
                          m.key.padding(toLength: 24, withPad: " ", startingAt: 0), m.seconds * 1e6, detail)
        }
    }

    /// `{"100": {"W1_chain_build": seconds, ...}, ..., "enaml": {...}}`, keys in the order run; sizes
    /// that measured nothing are left out.
    var json: String {
        var groups = sized.filter { !$0.measurements.isEmpty }.map { (String($0.n), $0.measurements) }
        if !enaml.isEmpty { groups.append(("enaml", enaml)) }
        let body = groups.map { name, measurements in
            let fields = measurements.map { "\"\($0.key)\": \($0.seconds)" }.joined(separator: ", ")
            return "\"\(name)\": {\(fields)}"
        }
        return "{" + body.joined(separator: ", ") + "}"
    }
}
