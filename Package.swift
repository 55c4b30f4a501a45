// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutviz",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .executable(name: "layoutviz-solver-bench", targets: ["SolverBench"]),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutScene"),
        .target(name: "LayoutEngine", dependencies: ["LayoutScene", "LayoutSolver"]),
        .executableTarget(
            name: "SolverBench",
            dependencies: ["LayoutSolver"],
            path: "Benchmarks/SolverBench"
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
