// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutviz",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutScript", targets: ["LayoutScript"]),
        .library(name: "LayoutObjC", targets: ["LayoutObjC"]),
        .library(name: "LayoutPainter", targets: ["LayoutPainter"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutDiff", targets: ["LayoutDiff"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
        .library(name: "LayoutSnapshots", targets: ["LayoutSnapshots"]),
        .library(name: "LayoutVizTesting", targets: ["LayoutVizTesting"]),
        .library(name: "LayoutVizSnapshotTesting", targets: ["LayoutVizSnapshotTesting"]),
        .executable(name: "layoutviz", targets: ["layoutviz"]),
        .executable(name: "layoutviz-solver-bench", targets: ["SolverBench"]),
        .executable(name: "layoutviz-layout-bench", targets: ["LayoutBench"]),
        .executable(name: "layoutviz-render-bench", targets: ["RenderBench"]),
        .executable(name: "layoutviz-diff-bench", targets: ["DiffBench"]),
        .executable(name: "layoutviz-fuzz", targets: ["LayoutFuzzer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.0"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutScene"),
        .target(name: "LayoutEngine", dependencies: ["LayoutScene", "LayoutSolver"]),
        .target(
            name: "LayoutScript",
            dependencies: [
                "LayoutScene",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .systemLibrary(
            name: "CTreeSitterObjC",
            path: "Sources/CTreeSitterObjC",
            pkgConfig: "tree-sitter-objc",
            providers: [.apt(["libtree-sitter-dev"])]
        ),
        .target(name: "LayoutObjC", dependencies: ["CTreeSitterObjC", "LayoutScript"]),
        .target(name: "LayoutPainter", dependencies: ["LayoutScene", "LayoutEngine"]),
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]
        ),
        .target(name: "LayoutRender", dependencies: ["CCairo", "LayoutPainter", "LayoutScene"]),
        .target(name: "LayoutDiff", dependencies: ["LayoutScene", "LayoutEngine"]),
        .target(name: "LayoutLint", dependencies: ["LayoutScene", "LayoutEngine"]),
        .target(
            name: "LayoutSnapshots",
            dependencies: ["LayoutDiff", "LayoutLint", "LayoutRender", "LayoutPainter", "LayoutEngine", "LayoutScene"]
        ),
        .target(name: "LayoutVizTesting", dependencies: ["LayoutSnapshots", "LayoutScript", "LayoutLint"]),
        .target(
            name: "LayoutVizSnapshotTesting",
            dependencies: [
                "LayoutSnapshots", "LayoutVizTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "LayoutVizCLI",
            dependencies: [
                "LayoutScene", "LayoutEngine", "LayoutScript", "LayoutObjC", "LayoutPainter", "LayoutRender",
                "LayoutDiff", "LayoutLint", "LayoutSnapshots",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .executableTarget(name: "layoutviz", dependencies: ["LayoutVizCLI"]),
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
        .executableTarget(
            name: "RenderBench",
            dependencies: ["LayoutRender", "LayoutPainter", "LayoutScene"],
            path: "Benchmarks/RenderBench"
        ),
        .executableTarget(
            name: "DiffBench",
            dependencies: ["LayoutDiff", "LayoutRender"],
            path: "Benchmarks/DiffBench"
        ),
        .executableTarget(
            name: "LayoutFuzzer",
            dependencies: ["LayoutScript", "LayoutObjC", "LayoutEngine", "LayoutPainter", "LayoutRender", "LayoutScene"],
            path: "Fuzz/LayoutFuzzer"
        ),
        .executableTarget(
            name: "ParityFrames",
            dependencies: ["LayoutScript", "LayoutEngine", "LayoutScene"],
            path: "Tools/ParityFrames"
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutVizCLITests", dependencies: ["LayoutVizCLI"], exclude: ["FuzzRegressions"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutPainterTests", dependencies: ["LayoutPainter"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutEngine"]),
        .testTarget(name: "LayoutObjCTests", dependencies: ["LayoutObjC", "LayoutScript", "LayoutEngine"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutPainter", "LayoutScene"]),
        .testTarget(name: "LayoutDiffTests", dependencies: ["LayoutDiff"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "LayoutEngine", "LayoutScene"]),
        .testTarget(
            name: "LayoutSnapshotsTests",
            dependencies: ["LayoutSnapshots", "LayoutDiff", "LayoutRender", "LayoutPainter", "LayoutScene"]
        ),
        .testTarget(name: "LayoutVizTestingTests", dependencies: ["LayoutVizTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LayoutVizSnapshotTestingTests",
            dependencies: [
                "LayoutVizSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `LAYOUTVIZ_FUZZ=1 swift build --product layoutviz-fuzz` (scripts/fuzz does it, in .build-fuzz): layoutviz's own
// modules are built with libFuzzer's coverage and AddressSanitizer, and the fuzz target links libFuzzer, which brings
// its own `main` (the replay driver is left out). Nothing changes for any other build.
if Context.environment["LAYOUTVIZ_FUZZ"] != nil {
    let fuzzed: Set = ["LayoutSolver", "LayoutScene", "LayoutEngine", "LayoutScript", "LayoutObjC", "LayoutPainter",
                       "LayoutRender", "LayoutFuzzer"]
    for target in package.targets where fuzzed.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
    for target in package.targets where target.name == "LayoutFuzzer" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("LAYOUTVIZ_LIBFUZZER")]
        target.linkerSettings = [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
}
