"""Everything a person writes for the running service (see docs/architecture.md)."""
