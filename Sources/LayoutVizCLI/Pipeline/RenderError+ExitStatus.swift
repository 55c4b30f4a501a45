import LayoutRender

extension RenderError {
    /// How `layoutviz` exits for this error: limits (the work budget among them) and impossible geometry are bad input
    /// (2); Cairo, libpng, file and
    /// font failures are I/O or rendering failures (3).
    ///
    /// ```swift
    /// RenderError.invalidScale(9).exitStatus // .badInput
    /// ```
    public var exitStatus: ExitStatus {
        switch self {
        case .canvasTooLarge, .invalidCanvasSize, .invalidScale, .invalidGeometry, .textTooLong, .unsupportedFormat,
             .workBudgetExhausted:
            .badInput
        case .cairo, .png, .unwritablePath, .missingFontFile, .unreadableFontFile, .fontconfig:
            .failure
        }
    }

    /// The message a command prints: an exhausted work budget at its position (`card.swiftlay:3:1: error: …`),
    /// others after `error: `.
    ///
    /// ```swift
    /// Console.current.writeError(error.commandMessage + "\n")
    /// ```
    public var commandMessage: String {
        if case .workBudgetExhausted(let exhausted) = self { return exhausted.description }
        return "error: \(self)"
    }
}
