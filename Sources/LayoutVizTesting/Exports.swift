// Test files need only `import LayoutVizTesting` (and `LayoutScene` to build canvases) to use the types of
// `assertLayoutSnapshot`'s and `assertAppSnapshots`'s parameters: `SnapshotFormat`, `RecordMode`, `PixelTolerance`,
// `LoadOptions`, `LintRule` and the rest.
@_exported import LayoutDiff
@_exported import LayoutLint
@_exported import LayoutScript
@_exported import LayoutSnapshots
