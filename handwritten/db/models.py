"""SQLAlchemy models. Every table of tenant data carries company_id and mixes in TenantScoped.

Enumerated values are stored as their strings; the spec's enums (generated/enums.py) say which.
"""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Table,
    Text,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeDecorator

# BIGINT on PostgreSQL, but INTEGER on SQLite, where only INTEGER PRIMARY KEY autoincrements.
Id = BigInteger().with_variant(Integer(), "sqlite")


def utcnow() -> datetime:
    return datetime.now(UTC)


class UtcDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes on both databases (SQLite keeps no offset, so UTC is restored on read)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        aware = value if value.tzinfo else value.replace(tzinfo=UTC)
        return aware.astimezone(UTC) if dialect.name != "sqlite" else aware.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON, datetime: UtcDateTime()}

    @classmethod
    def __table_cls__(cls, *args: Any, **kwargs: Any) -> Table:
        # Every table: an id is never given twice on SQLite either (AUTOINCREMENT, as PostgreSQL's
        # sequences; decision ids_never_reused). SQLite ignores it for a key that is not one integer.
        return Table(*args, sqlite_autoincrement=True, **kwargs)


class TenantScoped:
    """Rows that belong to one workspace; sessions add `company_id = <workspace>` to every query."""

    company_id: Mapped[int] = mapped_column(Id, ForeignKey("companies.id", ondelete="CASCADE"), index=True)


class Shared(TenantScoped):
    """Tenant rows that their workspace may share with one other workspace, the counterpart,
    which then reads them (decision order_counterparts; handwritten/db/session.py)."""

    # Kept by services/sharing.py; a workspace deleted from the platform is no longer shared with.
    counterpart_company_id: Mapped[int | None] = mapped_column(
        Id, ForeignKey("companies.id", ondelete="SET NULL"), index=True
    )


class Timestamps:
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class Company(Timestamps, Base):
    """A workspace (tenant). Not tenant-scoped itself: it is the tenant."""

    __tablename__ = "companies"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    slug: Mapped[str] = mapped_column(String(255), unique=True)
    type: Mapped[str] = mapped_column(String(32), default="active")
    country: Mapped[str] = mapped_column(String(64), default="")
    city: Mapped[str] = mapped_column(String(128), default="")
    credits_used: Mapped[str] = mapped_column(String(32), default="0")
    nr_of_employees: Mapped[float] = mapped_column(Float, default=0)
    nr_of_locations: Mapped[float] = mapped_column(Float, default=0)
    nr_of_transactions: Mapped[int] = mapped_column(Integer, default=0)
    minimum_date_filter: Mapped[date] = mapped_column(Date, default=lambda: date(2000, 1, 1))
    results_limit_earliest_year: Mapped[date] = mapped_column(Date, default=lambda: date(2000, 1, 1))
    results_limit_latest_year: Mapped[date] = mapped_column(Date, default=lambda: date(2100, 1, 1))
    min_transaction_date: Mapped[str] = mapped_column(String(32), default="")
    max_transaction_date: Mapped[str] = mapped_column(String(32), default="")
    integration_consumer_id: Mapped[str] = mapped_column(String(255), default="")
    default_currency: Mapped[str] = mapped_column(String(3), default="EUR")
    default_locale: Mapped[str] = mapped_column(String(16), default="en")
    data_room_consumer_id: Mapped[str] = mapped_column(String(255), default="")
    information: Mapped[dict[str, Any]] = mapped_column(default=dict)
    language_subtag: Mapped[str] = mapped_column(String(16), default="en")
    pulse_params: Mapped[dict[str, Any]] = mapped_column(default=dict)
    flags: Mapped[list[Any]] = mapped_column(default=list)
    is_mfa_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    # Kept with every membership change, in the same transaction: members of other workspaces
    # are behind row-level security, so the workspace list cannot count them at read time.
    member_count: Mapped[int] = mapped_column(Integer, default=0)


class User(Timestamps, Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    email: Mapped[str] = mapped_column(String(1024), unique=True)
    first_name: Mapped[str] = mapped_column(String(150), default="")
    last_name: Mapped[str] = mapped_column(String(150), default="")
    job_title: Mapped[str] = mapped_column(String(255), default="")
    idp_uid: Mapped[str] = mapped_column(String(255), default="")
    is_mfa_enrolled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_mfa_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_staff: Mapped[bool] = mapped_column(Boolean, default=False)
    data_room_consumer_id: Mapped[str] = mapped_column(String(255), default="")
    support_chat_email_hash: Mapped[str] = mapped_column(String(128), default="")
    # The workspace user-scoped keys act in; switching moves it.
    active_company_id: Mapped[int | None] = mapped_column(Id, ForeignKey("companies.id", ondelete="SET NULL"))


class AuthGroup(Base):
    """A role: Owner, Admin, Editor or Viewer, with its permission codenames."""

    __tablename__ = "auth_groups"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    name: Mapped[str] = mapped_column(String(150), unique=True)
    permissions: Mapped[list[AuthGroupPermission]] = relationship(
        lazy="selectin", order_by="AuthGroupPermission.codename", cascade="all, delete-orphan"
    )


class AuthGroupPermission(Base):
    __tablename__ = "auth_group_permissions"

    auth_group_id: Mapped[int] = mapped_column(Id, ForeignKey("auth_groups.id", ondelete="CASCADE"), primary_key=True)
    codename: Mapped[str] = mapped_column(String(100), primary_key=True)


class Member(TenantScoped, Timestamps, Base):
    """A user's membership of a workspace (user company), with its role."""

    __tablename__ = "user_companies"
    __table_args__ = (UniqueConstraint("user_id", "company_id"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    user_id: Mapped[int] = mapped_column(Id, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    auth_group_id: Mapped[int | None] = mapped_column(Id, ForeignKey("auth_groups.id", ondelete="SET NULL"))
    data_room_consumer_id: Mapped[str] = mapped_column(String(255), default="")
    config: Mapped[dict[str, Any]] = mapped_column(default=dict)

    user: Mapped[User] = relationship(lazy="raise")
    auth_group: Mapped[AuthGroup | None] = relationship(lazy="raise")
    company: Mapped[Company] = relationship(lazy="raise")


class ApiKey(Base):
    """An API key: only its hash is stored, with its first characters for display."""

    __tablename__ = "api_keys"
    __table_args__ = (Index("ix_api_keys_user_id", "user_id"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    user_id: Mapped[int] = mapped_column(Id, ForeignKey("users.id", ondelete="CASCADE"))
    # The pinned workspace of a workspace-scoped key; null for a user-scoped key.
    company_id: Mapped[int | None] = mapped_column(Id, ForeignKey("companies.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(255))
    scope: Mapped[str] = mapped_column(String(16))
    prefix: Mapped[str] = mapped_column(String(16))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column()
    revoked_at: Mapped[datetime | None] = mapped_column()
    last_used_at: Mapped[datetime | None] = mapped_column()


# Stored invitation states. "expired" is derived at read time from expires_at (see
# domain/invitations.py); it is stored only when a newer invitation for the same email supersedes
# an expired one, so that the pending-email index below can admit the newcomer.
PENDING_ONLY = text("status = 'pending'")


class Invitation(TenantScoped, Base):
    """An invitation to join a workspace, found by its UUID (the emailed link's only credential)."""

    __tablename__ = "invitations"
    __table_args__ = (
        # At most one pending invitation per email and workspace, also between concurrent requests.
        Index(
            "uq_invitations_pending_email",
            "company_id",
            "email_key",
            unique=True,
            postgresql_where=PENDING_ONLY,
            sqlite_where=PENDING_ONLY,
        ),
        Index("ix_invitations_company_created", "company_id", "created_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    email: Mapped[str] = mapped_column(String(1024))
    # SHA-256 of the case-folded email: emails compare case-insensitively, and a digest keeps the
    # unique index within PostgreSQL's key size whatever the email's length and alphabet.
    email_key: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default="pending")
    auth_group_id: Mapped[int] = mapped_column(Id, ForeignKey("auth_groups.id"))
    invited_by_id: Mapped[int] = mapped_column(Id, ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime] = mapped_column()
    revoked_at: Mapped[datetime | None] = mapped_column()
    accepted_at: Mapped[datetime | None] = mapped_column()  # set by IA1 with status accepted
    # The invitation that renewed this one (revoked by the renewal).
    renewed_as_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)


class OutboxEmail(TenantScoped, Base):
    """An email to send, recorded in the transaction of what it announces and sent after commit.

    One row per invitation or information request (each unique), so neither is announced twice;
    a row is claimed before sending, so two workers never send the same one.
    """

    __tablename__ = "outbox_emails"
    __table_args__ = (
        Index(
            "ix_outbox_emails_due",
            "next_attempt_at",
            postgresql_where=text("sent_at IS NULL"),
            sqlite_where=text("sent_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    # What the email announces: an invitation or an order's information request (one of them).
    invitation_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("invitations.id", ondelete="CASCADE"), unique=True
    )
    information_request_id: Mapped[int | None] = mapped_column(
        Id, ForeignKey("order_information_requests.id", ondelete="CASCADE"), unique=True
    )
    recipient: Mapped[str] = mapped_column(String(1024))
    subject: Mapped[str] = mapped_column(String(998))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    # A worker holds the row until then while it sends; a worker that died lets it go by itself.
    claimed_until: Mapped[datetime | None] = mapped_column()
    sent_at: Mapped[datetime | None] = mapped_column()
    last_error: Mapped[str] = mapped_column(String(1000), default="")
    # The X-Request-ID of the request that recorded the email, carried into the delivery's logs.
    request_id: Mapped[str] = mapped_column(String(200), default="")


class Job(TenantScoped, Base):
    """A job of downstream work (handwritten/adapters/jobs/), enqueued in the transaction of what causes it.

    A worker claims it (claimed_until, a lease, and claim_token, its claim's own) and runs its
    kind's handler in a transaction acting for the workspace; the handler's writes and done_at
    commit together, and only while the claim is still the worker's (the completing UPDATE is
    conditioned on claim_token), so a job taken over after its lease ran out never completes twice.
    """

    __tablename__ = "jobs"
    __table_args__ = (
        Index(
            "ix_jobs_due",
            "next_attempt_at",
            postgresql_where=text("done_at IS NULL AND failed_at IS NULL"),
            sqlite_where=text("done_at IS NULL AND failed_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    kind: Mapped[str] = mapped_column(String(100))  # names the handler (handwritten/adapters/jobs/registry.py)
    payload: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # The X-Request-ID of the request that enqueued the job, carried into its handler's logs.
    request_id: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # When the job may run: on enqueue (or after its delay), then after each failure's back-off.
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    # A worker holds the job until then while it runs it; a worker that died lets it go by itself.
    claimed_until: Mapped[datetime | None] = mapped_column()
    # Written by each claim: the completion and every settling of the job must carry it.
    claim_token: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    done_at: Mapped[datetime | None] = mapped_column()
    # Set when its attempts reach CANOPY_JOB_MAX_ATTEMPTS, all failed: it ends there, never run again.
    failed_at: Mapped[datetime | None] = mapped_column()
    last_error: Mapped[str] = mapped_column(String(1000), default="")


class IdempotencyKey(TenantScoped, Base):
    """An Idempotency-Key of a user in a workspace, with the response of the request that used it first.

    A request claims its key in a short transaction of its own (state running, with a lease), so a
    concurrent repeat sees it and gets 409; it stores its response in the transaction of its
    effect (state done), so the effect and the record of it are kept together or not at all. Every
    change after the claim is conditioned on `token`, the claimant's: a request whose lease ran
    out and whose key was taken over cannot complete.
    """

    __tablename__ = "idempotency_keys"
    __table_args__ = (
        UniqueConstraint("company_id", "user_id", "key", name="uq_idempotency_keys_key"),
        Index("ix_idempotency_keys_expires_at", "expires_at"),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    user_id: Mapped[int] = mapped_column(Id, ForeignKey("users.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(255))
    method: Mapped[str] = mapped_column(String(8))
    path: Mapped[str] = mapped_column(String(2048))
    # SHA-256 of the method, path, query string and body (as canonical JSON when it is JSON).
    fingerprint: Mapped[str] = mapped_column(String(64))
    token: Mapped[uuid.UUID] = mapped_column(Uuid)
    state: Mapped[str] = mapped_column(String(8))  # running or done
    response_status: Mapped[int | None] = mapped_column(Integer)
    response_body: Mapped[bytes | None] = mapped_column(LargeBinary)
    response_type: Mapped[str | None] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    locked_until: Mapped[datetime | None] = mapped_column()
    expires_at: Mapped[datetime] = mapped_column()
