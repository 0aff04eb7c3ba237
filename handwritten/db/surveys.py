"""Tables of the surveys area (data_room host): published definitions, the workspaces they are
published to, submissions with their survey instances and evaluated state, data points, and the
data room users, groups and accounts survey requests are mapped to.

Registered with the shared metadata when handwritten.db.models is imported (it imports this
module at its end). Definitions are the platform's; every other table is tenant data.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id, TenantScoped, Timestamps, utcnow

FIELD_ID_LENGTH = 125  # the document's limit of a data point's field_id
CONTEXT_KEY_LENGTH = 2048


class SurveyDefinition(Base):
    """One version of a survey definition, as platform staff published it: never changed after
    (decision survey_publishing); publishing the same key again adds the next version."""

    __tablename__ = "survey_definitions"
    __table_args__ = (UniqueConstraint("key", "version", name="uq_survey_definitions_version"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    key: Mapped[str] = mapped_column(String(FIELD_ID_LENGTH))
    version: Mapped[int] = mapped_column(Integer)
    # Only the newest version of a key is active; publishing moves the flag in its transaction.
    is_active_version: Mapped[bool] = mapped_column(Boolean, default=True)
    title: Mapped[str] = mapped_column(String(510))
    type: Mapped[str] = mapped_column(String(64))
    display_type: Mapped[str] = mapped_column(String(64))
    is_progress_visible_in_survey_overview: Mapped[bool] = mapped_column(Boolean, default=False)
    tags: Mapped[list[Any]] = mapped_column(default=list)
    export_data: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # The definition as published (normalized); handwritten/domain/surveys/definition.py loads it.
    definition: Mapped[dict[str, Any]] = mapped_column()
    published_at: Mapped[datetime] = mapped_column(default=utcnow)
    published_by_id: Mapped[int | None] = mapped_column(Id, ForeignKey("users.id", ondelete="SET NULL"))


class ApplicationSurvey(TenantScoped, Timestamps, Base):
    """A survey published to a workspace: the document's application survey. It follows the
    newest version published to the workspace; submissions keep the version they were made of."""

    __tablename__ = "application_surveys"
    __table_args__ = (UniqueConstraint("company_id", "key", name="uq_application_surveys_key"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    key: Mapped[str] = mapped_column(String(FIELD_ID_LENGTH))
    definition_id: Mapped[int] = mapped_column(Id, ForeignKey("survey_definitions.id", ondelete="RESTRICT"))


class ApplicationSurveyTag(TenantScoped, Base):
    """A tag of a survey published to the workspace (the definition's tag names as records)."""

    __tablename__ = "application_survey_tags"

    application_survey_id: Mapped[int] = mapped_column(
        Id, ForeignKey("application_surveys.id", ondelete="CASCADE"), primary_key=True
    )
    tag_id: Mapped[int] = mapped_column(Id, ForeignKey("tags.id", ondelete="CASCADE"), primary_key=True, index=True)


class SurveySubmission(TenantScoped, Base):
    """A workspace's submission of one version of a survey, in one context (decision
    survey_submission_context)."""

    __tablename__ = "survey_submissions"

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    application_survey_id: Mapped[int] = mapped_column(
        Id, ForeignKey("application_surveys.id", ondelete="CASCADE"), index=True
    )
    definition_id: Mapped[int] = mapped_column(Id, ForeignKey("survey_definitions.id", ondelete="RESTRICT"))
    context: Mapped[dict[str, Any]] = mapped_column()
    query_context: Mapped[list[Any]] = mapped_column()
    created_by_id: Mapped[int | None] = mapped_column(Id, ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # The last time an answer it shows was written, or its evaluated state changed.
    edited_at: Mapped[datetime] = mapped_column(default=utcnow)


class SubmissionSurvey(TenantScoped, Base):
    """One survey instance of a submission: its root, or one instance of a nested survey (one per
    value of the nested question's context dimension). S4's key names it by its id (12:i56), and
    the root also by its survey (12:34).

    `state` is its evaluated state, kept up to date by every write (services/surveys/evaluation.py),
    so reading it evaluates nothing: the answers as expressions see them, formula values, hidden
    and locked questions and blocks, and evaluation errors.
    """

    __tablename__ = "submission_surveys"
    __table_args__ = (
        # The instances an answer reaches: those whose answer context is the data point's.
        Index("ix_submission_surveys_context", "company_id", "context_key"),
        Index("ix_submission_surveys_parent", "parent_id", "position"),
    )

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    submission_id: Mapped[int] = mapped_column(Id, ForeignKey("survey_submissions.id", ondelete="CASCADE"), index=True)
    parent_id: Mapped[int | None] = mapped_column(Id, ForeignKey("submission_surveys.id", ondelete="CASCADE"))
    survey_key: Mapped[str] = mapped_column(String(FIELD_ID_LENGTH))  # "" for the root
    holder_field_id: Mapped[str | None] = mapped_column(String(FIELD_ID_LENGTH))  # the nested question
    dimension_value: Mapped[str | None] = mapped_column(String(510))
    position: Mapped[int] = mapped_column(Integer, default=0)
    context: Mapped[dict[str, Any]] = mapped_column()
    # Canonical JSON of the context (sorted keys, no spaces): what data points are matched on.
    context_key: Mapped[str] = mapped_column(String(CONTEXT_KEY_LENGTH))
    state: Mapped[dict[str, Any]] = mapped_column(default=dict)


class DataPoint(TenantScoped, Base):
    """An answer, stored once per field_id and answer context: every submission whose instance
    has that context shows it (decision data_point_sharing)."""

    __tablename__ = "data_points"
    __table_args__ = (UniqueConstraint("company_id", "field_id", "context_key", name="uq_data_points_identity"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    field_id: Mapped[str] = mapped_column(String(FIELD_ID_LENGTH))
    context: Mapped[dict[str, Any]] = mapped_column()
    context_key: Mapped[str] = mapped_column(String(CONTEXT_KEY_LENGTH))
    value: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(32))
    content_type: Mapped[int] = mapped_column(Integer)
    object_id: Mapped[int | None] = mapped_column(Id)
    user_id: Mapped[int | None] = mapped_column(Id, ForeignKey("data_room_users.id", ondelete="SET NULL"))
    user_group_id: Mapped[int | None] = mapped_column(Id, ForeignKey("data_room_user_groups.id", ondelete="SET NULL"))
    status_user_id: Mapped[int | None] = mapped_column(Id, ForeignKey("data_room_users.id", ondelete="SET NULL"))
    pulse_params: Mapped[str] = mapped_column(Text, default="")
    document_ids: Mapped[list[Any]] = mapped_column(default=list)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    value_edited_at: Mapped[datetime] = mapped_column(default=utcnow)
    status_edited_at: Mapped[datetime] = mapped_column(default=utcnow)


class DataPointDocument(TenantScoped, Base):
    """A document an answer refers to: an on-change rule (decision data_point_documents)."""

    __tablename__ = "data_point_documents"

    data_point_id: Mapped[int] = mapped_column(Id, ForeignKey("data_points.id", ondelete="CASCADE"), primary_key=True)
    document_id: Mapped[int] = mapped_column(
        Id, ForeignKey("documents.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class DataRoomAccount(TenantScoped, Base):
    """The workspace's data room account, made on its first survey request (decision data_room_mapping)."""

    __tablename__ = "data_room_accounts"
    __table_args__ = (UniqueConstraint("company_id", name="uq_data_room_accounts_company"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class DataRoomUserGroup(TenantScoped, Base):
    """A data room user group of the workspace: one per role of its members."""

    __tablename__ = "data_room_user_groups"
    __table_args__ = (UniqueConstraint("company_id", "role", name="uq_data_room_user_groups_role"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    account_id: Mapped[int] = mapped_column(Id, ForeignKey("data_room_accounts.id", ondelete="CASCADE"))
    role: Mapped[str] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class DataRoomUser(TenantScoped, Base):
    """A member of the workspace as the data room knows them, made on their first survey request."""

    __tablename__ = "data_room_users"
    __table_args__ = (UniqueConstraint("company_id", "user_id", name="uq_data_room_users_user"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True)
    user_id: Mapped[int] = mapped_column(Id, ForeignKey("users.id", ondelete="CASCADE"))
    account_id: Mapped[int] = mapped_column(Id, ForeignKey("data_room_accounts.id", ondelete="CASCADE"))
    group_id: Mapped[int] = mapped_column(Id, ForeignKey("data_room_user_groups.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
