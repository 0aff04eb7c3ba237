# Generated from spec/mappings/; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Generated rows: select lists and row-to-model functions, one module per mapping file."""
