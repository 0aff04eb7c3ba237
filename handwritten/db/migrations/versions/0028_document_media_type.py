"""documents: the file's media type in a column of its own; content_type keeps the kind given at creation

Revision ID: 0028
Revises: 0027
Create Date: 2026-11-27 21:00:00

Confirming an upload wrote the type read from the file's bytes over content_type, the kind given
at creation (D2's DocumentContentType), so D1's content_type filter lost every confirmed document
(decision document_content_type). The kind was also kept in content_kind, which the API never
showed: content_type now holds it for good, and the file's type moves to media_type.

What existing rows hold: a document not yet confirmed has its kind in both columns; a confirmed
one has a media type in content_type ("application/pdf", always with a "/", which no kind has)
and its kind in content_kind; a document Canopy wrote (a filed statement) has its media type in
content_type and its source (dds_filing) in content_kind. So every content_type with a "/" moves
to media_type and takes content_kind's value; the rest stay. The downgrade gives content_kind
back (the kinds) and content_type the media type where there is one.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0028"
down_revision = "0027"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("documents", sa.Column("media_type", sa.String(length=255), nullable=True))
    # Both assignments read the row as it was (SQL's UPDATE semantics, on both databases).
    op.execute(
        "UPDATE documents SET media_type = content_type, content_type = content_kind WHERE content_type LIKE '%/%'"
    )
    op.drop_column("documents", "content_kind")


def downgrade() -> None:
    op.add_column("documents", sa.Column("content_kind", sa.String(length=32), nullable=True))
    op.execute("UPDATE documents SET content_kind = content_type")
    op.execute("UPDATE documents SET content_type = media_type WHERE media_type IS NOT NULL")
    with op.batch_alter_table("documents") as batch:
        batch.alter_column("content_kind", existing_type=sa.String(length=32), nullable=False)
    op.drop_column("documents", "media_type")
