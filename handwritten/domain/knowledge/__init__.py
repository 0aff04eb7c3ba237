"""A document's text made ready to index: extracted from its format, then cut into overlapping chunks."""
