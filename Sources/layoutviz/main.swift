import Foundation
import LayoutVizCLI

exit(LayoutVizMain.run(Array(CommandLine.arguments.dropFirst())))
