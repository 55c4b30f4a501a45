// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutviz",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutPainter", targets: ["LayoutPainter"]),
        .executable(name: "layoutviz-solver-bench", targets: ["SolverBench"]),
        .executable(name: "layoutviz-layout-bench", targets: ["LayoutBench"]),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutScene"),
        .target(name: "LayoutEngine", dependencies: ["LayoutScene", "LayoutSolver"]),
        .target(name: "LayoutPainter", dependencies: ["LayoutScene", "LayoutEngine"]),
        .executableTarget(
            name: "SolverBench",
            dependencies: ["LayoutSolver"],
            path: "Benchmarks/SolverBench"
        ),
        .executableTarget(
            name: "LayoutBench",
            dependencies: ["LayoutEngine", "LayoutScene"],
            path: "Benchmarks/LayoutBench"
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
