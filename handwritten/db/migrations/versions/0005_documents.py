"""documents, their folders and identifiers, data import runs

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 10:54:18

"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.sql.schema import SchemaItem

from handwritten.db.row_security import protect

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Timestamp = sa.DateTime(timezone=True)
TABLES = ("document_folders", "documents", "data_import_runs", "document_identifiers")


def _tenant_columns() -> list[SchemaItem]:
    """The workspace a row belongs to (TenantScoped)."""
    return [
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
    ]


def upgrade() -> None:
    op.create_table(
        "document_folders",
        sa.Column("id", Id, nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("parent_id", Id, nullable=True),
        *_tenant_columns(),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(["parent_id"], ["document_folders.id"], ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_document_folders_company_id", "document_folders", ["company_id"])
    op.create_index("ix_document_folders_company_parent", "document_folders", ["company_id", "parent_id"])

    op.create_table(
        "documents",
        sa.Column("id", Id, nullable=False),
        sa.Column("name", sa.String(length=510), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("source", sa.String(length=20), nullable=True),
        sa.Column("file_path", sa.String(length=1024), nullable=False),
        sa.Column("upload_key", sa.String(length=1024), nullable=False),
        sa.Column("file_size", sa.BigInteger(), nullable=True),
        sa.Column("content_type", sa.String(length=255), nullable=False),
        sa.Column("content_kind", sa.String(length=32), nullable=False),
        sa.Column("upload_status", sa.String(length=16), nullable=False),
        sa.Column("uploaded_at", Timestamp, nullable=True),
        sa.Column("processed_at", Timestamp, nullable=True),
        sa.Column("rag_index_status", sa.String(length=16), nullable=True),
        sa.Column("user_company_id", Id, nullable=False),
        sa.Column("folder_id", Id, nullable=True),
        sa.Column("pulse_params", sa.JSON(), nullable=False),
        *_tenant_columns(),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(["folder_id"], ["document_folders.id"], ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_documents_company_id", "documents", ["company_id"])
    # D1's default order (-created_at) within a workspace.
    op.create_index("ix_documents_company_created", "documents", ["company_id", "created_at"])
    op.create_index("ix_documents_folder_id", "documents", ["folder_id"])

    op.create_table(
        "data_import_runs",
        sa.Column("id", Id, nullable=False),
        sa.Column("run_id", sa.Uuid(), nullable=False),
        sa.Column("document_id", Id, nullable=False),
        sa.Column("model_identifier", sa.String(length=255), nullable=False),
        sa.Column("results", sa.JSON(), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("dry_run", sa.Boolean(), nullable=False),
        *_tenant_columns(),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("updated_at", Timestamp, nullable=False),
        sa.ForeignKeyConstraint(["document_id"], ["documents.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("run_id"),
    )
    op.create_index("ix_data_import_runs_company_id", "data_import_runs", ["company_id"])
    op.create_index("ix_data_import_runs_company_created", "data_import_runs", ["company_id", "created_at"])

    op.create_table(
        "document_identifiers",
        sa.Column("id", Id, nullable=False),
        sa.Column("document_id", Id, nullable=False),
        sa.Column("identifier", sa.String(length=1024), nullable=False),
        sa.Column("user_company_id", Id, nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("import_run_id", Id, nullable=True),
        *_tenant_columns(),
        sa.ForeignKeyConstraint(["document_id"], ["documents.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["import_run_id"], ["data_import_runs.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_document_identifiers_company_id", "document_identifiers", ["company_id"])
    op.create_index("ix_document_identifiers_company_identifier", "document_identifiers", ["company_id", "identifier"])
    op.create_index("ix_document_identifiers_document_id", "document_identifiers", ["document_id"])

    protect(TABLES, [f"{table}_id_seq" for table in TABLES])


def downgrade() -> None:
    for table in reversed(TABLES):
        op.drop_table(table)
