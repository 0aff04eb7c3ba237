# Generated from spec/; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Everything generated from spec/; do not edit."""
