import LayoutRender

extension RenderError {
    /// How `layoutviz` exits for this error: limits and impossible geometry are bad input (2); Cairo, libpng, file and
    /// font failures are I/O or rendering failures (3).
    ///
    /// ```swift
    /// RenderError.invalidScale(9).exitStatus // .badInput
    /// ```
    public var exitStatus: ExitStatus {
        switch self {
        case .canvasTooLarge, .invalidCanvasSize, .invalidScale, .invalidGeometry, .textTooLong, .unsupportedFormat:
            .badInput
        case .cairo, .png, .unwritablePath, .missingFontFile, .unreadableFontFile, .fontconfig:
            .failure
        }
    }
}
