// The Swift toolchain's Testing module names a cross-import overlay `_Testing_CoreImage` (Apple's
// platforms add test attachments of Core Image's images in it), so a test file importing both Testing
// and CoreImage makes the compiler look for this module; Linux toolchains do not ship it. It is empty:
// the stand-in's test files compile, and nothing is added to them.
