// The header's one function is inline; this file gives the target the source file it needs.
#include "GraphCorePrefetch.h"
