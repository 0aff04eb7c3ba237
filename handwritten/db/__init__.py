"""Persistence: SQLAlchemy models, the engine and tenant-scoped sessions, Alembic migrations."""
