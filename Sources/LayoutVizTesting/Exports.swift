// Test files need only `import LayoutVizTesting` (and `LayoutScene` to build canvases) to use the types of
// `assertLayoutSnapshot`'s parameters: `SnapshotFormat`, `RecordMode`, `PixelTolerance` and the rest.
@_exported import LayoutDiff
@_exported import LayoutSnapshots
