// The header's functions are inline; this file gives the target the source file it needs.
#include "CacheHints.h"
