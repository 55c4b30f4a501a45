import ArgumentParser
import LayoutScript

/// `--embed navigation|tab` reads ``LayoutScript/ControllerEmbedding`` by its raw value.
///
/// ```swift
/// ControllerEmbedding(argument: "navigation") // .navigation
/// ```
extension ControllerEmbedding: ExpressibleByArgument {}
