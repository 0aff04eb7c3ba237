"""surveys: published definitions, application surveys, submissions with their survey instances,
data points and their documents, the data room accounts, user groups and users (S1–S5, SV1–SV3)

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-25 15:10:00

Definitions are the platform's (read by every workspace, written by staff as the tables' owner);
every other table is tenant data behind row-level security.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

from handwritten.db.row_security import protect

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
NOW = sa.DateTime(timezone=True)


def _company() -> list[Any]:
    return [
        sa.Column("company_id", Id, nullable=False),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
    ]


def _users(*columns: str) -> list[Any]:
    return [sa.ForeignKeyConstraint([column], ["users.id"], ondelete="SET NULL") for column in columns]


TENANT_TABLES = [
    "application_surveys",
    "application_survey_tags",
    "survey_submissions",
    "submission_surveys",
    "data_room_accounts",
    "data_room_user_groups",
    "data_room_users",
    "data_points",
    "data_point_documents",
]


def upgrade() -> None:
    op.create_table(
        "survey_definitions",
        sa.Column("id", Id, nullable=False),
        sa.Column("key", sa.String(length=125), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("is_active_version", sa.Boolean(), nullable=False),
        sa.Column("title", sa.String(length=510), nullable=False),
        sa.Column("type", sa.String(length=64), nullable=False),
        sa.Column("display_type", sa.String(length=64), nullable=False),
        sa.Column("is_progress_visible_in_survey_overview", sa.Boolean(), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("export_data", sa.JSON(), nullable=False),
        sa.Column("definition", sa.JSON(), nullable=False),
        sa.Column("published_at", NOW, nullable=False),
        sa.Column("published_by_id", Id, nullable=True),
        *_users("published_by_id"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("key", "version", name="uq_survey_definitions_version"),
    )
    op.create_table(
        "application_surveys",
        sa.Column("id", Id, nullable=False),
        sa.Column("key", sa.String(length=125), nullable=False),
        sa.Column("definition_id", Id, nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["definition_id"], ["survey_definitions.id"], ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "key", name="uq_application_surveys_key"),
    )
    op.create_index("ix_application_surveys_company_id", "application_surveys", ["company_id"])
    op.create_table(
        "application_survey_tags",
        sa.Column("application_survey_id", Id, nullable=False),
        sa.Column("tag_id", Id, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["application_survey_id"], ["application_surveys.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["tag_id"], ["tags.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("application_survey_id", "tag_id"),
    )
    op.create_index("ix_application_survey_tags_company_id", "application_survey_tags", ["company_id"])
    op.create_index("ix_application_survey_tags_tag_id", "application_survey_tags", ["tag_id"])
    op.create_table(
        "survey_submissions",
        sa.Column("id", Id, nullable=False),
        sa.Column("application_survey_id", Id, nullable=False),
        sa.Column("definition_id", Id, nullable=False),
        sa.Column("context", sa.JSON(), nullable=False),
        sa.Column("query_context", sa.JSON(), nullable=False),
        sa.Column("created_by_id", Id, nullable=True),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("edited_at", NOW, nullable=False),
        *_company(),
        *_users("created_by_id"),
        sa.ForeignKeyConstraint(["application_survey_id"], ["application_surveys.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["definition_id"], ["survey_definitions.id"], ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_survey_submissions_company_id", "survey_submissions", ["company_id"])
    op.create_index("ix_survey_submissions_application_survey_id", "survey_submissions", ["application_survey_id"])
    op.create_table(
        "submission_surveys",
        sa.Column("id", Id, nullable=False),
        sa.Column("submission_id", Id, nullable=False),
        sa.Column("parent_id", Id, nullable=True),
        sa.Column("survey_key", sa.String(length=125), nullable=False),
        sa.Column("holder_field_id", sa.String(length=125), nullable=True),
        sa.Column("dimension_value", sa.String(length=510), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("context", sa.JSON(), nullable=False),
        sa.Column("context_key", sa.String(length=2048), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["submission_id"], ["survey_submissions.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["parent_id"], ["submission_surveys.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_submission_surveys_company_id", "submission_surveys", ["company_id"])
    op.create_index("ix_submission_surveys_submission_id", "submission_surveys", ["submission_id"])
    op.create_index("ix_submission_surveys_context", "submission_surveys", ["company_id", "context_key"])
    op.create_index("ix_submission_surveys_parent", "submission_surveys", ["parent_id", "position"])
    op.create_table(
        "data_room_accounts",
        sa.Column("id", Id, nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        *_company(),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", name="uq_data_room_accounts_company"),
    )
    op.create_index("ix_data_room_accounts_company_id", "data_room_accounts", ["company_id"])
    op.create_table(
        "data_room_user_groups",
        sa.Column("id", Id, nullable=False),
        sa.Column("account_id", Id, nullable=False),
        sa.Column("role", sa.String(length=32), nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["account_id"], ["data_room_accounts.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "role", name="uq_data_room_user_groups_role"),
    )
    op.create_index("ix_data_room_user_groups_company_id", "data_room_user_groups", ["company_id"])
    op.create_table(
        "data_room_users",
        sa.Column("id", Id, nullable=False),
        sa.Column("user_id", Id, nullable=False),
        sa.Column("account_id", Id, nullable=False),
        sa.Column("group_id", Id, nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["account_id"], ["data_room_accounts.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["group_id"], ["data_room_user_groups.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "user_id", name="uq_data_room_users_user"),
    )
    op.create_index("ix_data_room_users_company_id", "data_room_users", ["company_id"])
    op.create_table(
        "data_points",
        sa.Column("id", Id, nullable=False),
        sa.Column("field_id", sa.String(length=125), nullable=False),
        sa.Column("context", sa.JSON(), nullable=False),
        sa.Column("context_key", sa.String(length=2048), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("content_type", sa.Integer(), nullable=False),
        sa.Column("object_id", Id, nullable=True),
        sa.Column("user_id", Id, nullable=True),
        sa.Column("user_group_id", Id, nullable=True),
        sa.Column("status_user_id", Id, nullable=True),
        sa.Column("pulse_params", sa.Text(), nullable=False),
        sa.Column("document_ids", sa.JSON(), nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        sa.Column("value_edited_at", NOW, nullable=False),
        sa.Column("status_edited_at", NOW, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["user_id"], ["data_room_users.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["status_user_id"], ["data_room_users.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["user_group_id"], ["data_room_user_groups.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("company_id", "field_id", "context_key", name="uq_data_points_identity"),
    )
    op.create_index("ix_data_points_company_id", "data_points", ["company_id"])
    op.create_table(
        "data_point_documents",
        sa.Column("data_point_id", Id, nullable=False),
        sa.Column("document_id", Id, nullable=False),
        *_company(),
        sa.ForeignKeyConstraint(["data_point_id"], ["data_points.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["document_id"], ["documents.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("data_point_id", "document_id"),
    )
    op.create_index("ix_data_point_documents_company_id", "data_point_documents", ["company_id"])
    op.create_index("ix_data_point_documents_document_id", "data_point_documents", ["document_id"])
    if op.get_bind().dialect.name == "postgresql":
        # The platform's definitions: every workspace reads them; staff write them as the owner.
        op.execute("GRANT SELECT ON survey_definitions TO canopy_app")
    protect(
        TENANT_TABLES,
        [
            f"{table}_id_seq"
            for table in TENANT_TABLES
            if table not in ("application_survey_tags", "data_point_documents")
        ],
    )


def downgrade() -> None:
    for table in reversed(TENANT_TABLES):
        op.drop_table(table)
    op.drop_table("survey_definitions")
