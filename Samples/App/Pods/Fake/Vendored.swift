// Vendored code: an app folder leaves Pods/ out, so this file, which would not parse, is never read.
this is not Swift {
