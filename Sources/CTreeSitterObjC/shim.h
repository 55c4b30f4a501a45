// tree-sitter's runtime (Debian's libtree-sitter-dev) and its Objective-C grammar (scripts/install-objc-grammar).
#include <tree_sitter/api.h>

/// The Objective-C language, defined by the grammar's generated parser.
const TSLanguage *tree_sitter_objc(void);
