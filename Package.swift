// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutviz",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .executable(name: "layoutviz-solver-bench", targets: ["SolverBench"]),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .executableTarget(
            name: "SolverBench",
            dependencies: ["LayoutSolver"],
            path: "Benchmarks/SolverBench"
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    ],
    swiftLanguageModes: [.v6]
)
