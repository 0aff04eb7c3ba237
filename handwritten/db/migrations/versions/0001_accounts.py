"""accounts: workspaces, users, roles, members, api keys

Revision ID: 0001
Revises:
Create Date: 2026-11-22 23:32:56.818235
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


# Tenant tables get row-level security on PostgreSQL: a second wall behind the ORM's condition.
# It binds the role canopy_app, which every transaction acting for a workspace switches to; the
# connecting user (the tables' owner) is not bound, so authentication can find the workspace.
# Rows are read and written in their workspace; a membership can also be read by its own user
# (the workspace list), which the service allows only around those reads.
TENANT_POLICIES = {
    "user_companies": {"read": "company_id = {workspace} OR user_id = {user}", "write": "company_id = {workspace}"},
}
WORKSPACE = "nullif(current_setting('canopy.workspace_id', true), '')::bigint"
USER = "nullif(current_setting('canopy.user_id', true), '')::bigint"


def _row_level_security() -> None:
    op.execute("DO $$ BEGIN CREATE ROLE canopy_app NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
    op.execute("GRANT canopy_app TO CURRENT_USER")
    op.execute("GRANT USAGE ON SCHEMA public TO canopy_app")
    op.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO canopy_app")
    op.execute("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO canopy_app")
    for table, policy in TENANT_POLICIES.items():
        read = policy["read"].format(workspace=WORKSPACE, user=USER)
        write = policy["write"].format(workspace=WORKSPACE, user=USER)
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        op.execute(f"CREATE POLICY tenant_read ON {table} FOR SELECT TO canopy_app USING ({read})")
        op.execute(f"CREATE POLICY tenant_write ON {table} FOR ALL TO canopy_app USING ({write}) WITH CHECK ({write})")


def upgrade() -> None:
    op.create_table(
        "auth_groups",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=150), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "companies",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("slug", sa.String(length=255), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("country", sa.String(length=64), nullable=False),
        sa.Column("city", sa.String(length=128), nullable=False),
        sa.Column("credits_used", sa.String(length=32), nullable=False),
        sa.Column("nr_of_employees", sa.Float(), nullable=False),
        sa.Column("nr_of_locations", sa.Float(), nullable=False),
        sa.Column("nr_of_transactions", sa.Integer(), nullable=False),
        sa.Column("minimum_date_filter", sa.Date(), nullable=False),
        sa.Column("results_limit_earliest_year", sa.Date(), nullable=False),
        sa.Column("results_limit_latest_year", sa.Date(), nullable=False),
        sa.Column("min_transaction_date", sa.String(length=32), nullable=False),
        sa.Column("max_transaction_date", sa.String(length=32), nullable=False),
        sa.Column("integration_consumer_id", sa.String(length=255), nullable=False),
        sa.Column("default_currency", sa.String(length=3), nullable=False),
        sa.Column("default_locale", sa.String(length=16), nullable=False),
        sa.Column("data_room_consumer_id", sa.String(length=255), nullable=False),
        sa.Column("information", sa.JSON(), nullable=False),
        sa.Column("language_subtag", sa.String(length=16), nullable=False),
        sa.Column("pulse_params", sa.JSON(), nullable=False),
        sa.Column("flags", sa.JSON(), nullable=False),
        sa.Column("is_mfa_enabled", sa.Boolean(), nullable=False),
        sa.Column("member_count", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("slug"),
    )
    op.create_table(
        "auth_group_permissions",
        sa.Column("auth_group_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("codename", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(["auth_group_id"], ["auth_groups.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("auth_group_id", "codename"),
    )
    op.create_table(
        "users",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("email", sa.String(length=1024), nullable=False),
        sa.Column("first_name", sa.String(length=150), nullable=False),
        sa.Column("last_name", sa.String(length=150), nullable=False),
        sa.Column("job_title", sa.String(length=255), nullable=False),
        sa.Column("idp_uid", sa.String(length=255), nullable=False),
        sa.Column("is_mfa_enrolled", sa.Boolean(), nullable=False),
        sa.Column("is_mfa_required", sa.Boolean(), nullable=False),
        sa.Column("is_staff", sa.Boolean(), nullable=False),
        sa.Column("data_room_consumer_id", sa.String(length=255), nullable=False),
        sa.Column("support_chat_email_hash", sa.String(length=128), nullable=False),
        sa.Column("active_company_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["active_company_id"], ["companies.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("email"),
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("user_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("company_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("prefix", sa.String(length=16), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("key_hash"),
    )
    with op.batch_alter_table("api_keys", schema=None) as batch_op:
        batch_op.create_index("ix_api_keys_user_id", ["user_id"], unique=False)

    op.create_table(
        "user_companies",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("user_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("auth_group_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("data_room_consumer_id", sa.String(length=255), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("company_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["auth_group_id"], ["auth_groups.id"], ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["company_id"], ["companies.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("user_id", "company_id"),
    )
    with op.batch_alter_table("user_companies", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_user_companies_company_id"), ["company_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_user_companies_user_id"), ["user_id"], unique=False)
    if op.get_bind().dialect.name == "postgresql":
        _row_level_security()


def downgrade() -> None:
    with op.batch_alter_table("user_companies", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_user_companies_user_id"))
        batch_op.drop_index(batch_op.f("ix_user_companies_company_id"))

    op.drop_table("user_companies")
    with op.batch_alter_table("api_keys", schema=None) as batch_op:
        batch_op.drop_index("ix_api_keys_user_id")

    op.drop_table("api_keys")
    op.drop_table("users")
    op.drop_table("auth_group_permissions")
    op.drop_table("companies")
    op.drop_table("auth_groups")
