// `import napkin`, spelled as upstream napkin's module, brings everything `import Napkin`
// does, so code and tests written for upstream compile with their import unchanged.
@_exported import Napkin
