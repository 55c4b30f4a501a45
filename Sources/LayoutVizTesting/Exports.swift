// Test files need only `import LayoutVizTesting` (and `LayoutScene` to build canvases) to use the types of
// `assertLayoutSnapshot`'s and `assertAppSnapshots`'s parameters: `SnapshotFormat`, `RecordMode`, `PixelTolerance`,
// `LoadOptions` and the rest.
@_exported import LayoutDiff
@_exported import LayoutScript
@_exported import LayoutSnapshots
