# Generated from spec/operations/; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Generated services, one module per area."""
