"""Settings from CANOPY_* environment variables (and a .env file), read once at start-up."""

from __future__ import annotations

import secrets
from datetime import timedelta
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CANOPY_", env_file=".env", extra="ignore")

    mode: Literal["development", "test", "production"] = "development"
    # sqlite+aiosqlite:///path (the embedded default) or postgresql+asyncpg://user@host/db
    database_url: str = f"sqlite+aiosqlite:///{ROOT / 'var' / 'canopy.sqlite3'}"
    # Signs what must not be forged (the local store's upload and download URLs): required in
    # production (32+ characters). Unset, development signs with a secret made for the installation
    # and kept in secret_key_file, and test mode with a random one of each Settings (signing_secret()).
    secret_key: str = ""
    # Where development keeps the installation's own secret: made on first use, readable by its owner only.
    secret_key_file: Path = ROOT / "var" / "secret_key"
    # How often, at most, a key's last-used time is written (seconds): no database write per request.
    last_used_interval: int = Field(default=60, ge=1)
    # Connections per process when the database is PostgreSQL; as many again are opened under load
    # and closed as they come back, so size it to the requests a process has in flight.
    pool_size: int = Field(default=10, ge=1)
    # Safe requests (GET, HEAD, OPTIONS) run at once per process, the others waiting for a turn;
    # writes are never held (runtime/admission.py). 0: no bound.
    read_concurrency: int = Field(default=4, ge=0)
    # How long (seconds) a request waits for a free connection of its process's pool before it
    # answers 503 (decision database_unavailable).
    pool_timeout: float = Field(default=30, gt=0)
    # How long (seconds) a statement of the service (a request's, a job's) may run, waiting for
    # locks included, before the database cancels it and the request answers 503: PostgreSQL's
    # statement_timeout, and on SQLite how long a writer waits for another's lock. Migrations and
    # `canopy transactions import` are not limited (decision database_unavailable).
    database_statement_timeout: float = Field(default=30, gt=0)
    # How long (seconds) the driver waits for any answer of PostgreSQL, connecting included: a
    # database or network that stops answering altogether. Longer than the statement timeout, so
    # that a slow statement is the server's to cancel.
    database_command_timeout: float = Field(default=35, gt=0)
    # Lists keep their counts, pages and rendered rows while nothing they read has changed in the
    # reader's workspaces (PostgreSQL; handwritten/kept/, docs/performance.md). Off: every list
    # counts, reads and builds again at each request.
    count_reuse: bool = True
    # List pages of plain columns are compiled once and run by the driver (PostgreSQL;
    # docs/adr/0002-direct-reads.md). Off: every statement goes through the ORM session.
    direct_reads: bool = True

    # How long an invitation stays pending (ISO 8601 duration such as P7D, or seconds).
    invitation_expiry: timedelta = Field(default=timedelta(days=7), gt=timedelta(0))
    # The link of the invitation email; {id} becomes the invitation's UUID. The default opens the
    # invitation page of a development server's base host, which shows the invitation and accepts it
    # (IA1, decision invitation_page); production points it at the base host's public URL.
    invitation_link: str = "http://localhost:8000/invitations/{id}/"
    # Anonymous invitation lookups and acceptances allowed per client address (the `limits` notation).
    invitation_lookup_rate: str = "30/minute"
    # Where rate-limit counters live: empty keeps them in each process; redis://HOST:6379/0 shares
    # them between processes and hosts, so the allowance holds whatever the number of workers.
    redis_url: str = ""

    # Outgoing email. Without an SMTP host, mail is delivered into the maildir below (development).
    mail_from: str = "Canopy <no-reply@canopy.localhost>"
    maildir: Path = ROOT / "var" / "mail"
    smtp_host: str = ""
    smtp_port: int = Field(default=587, ge=1, le=65535)
    smtp_username: str = ""
    smtp_password: str = ""
    # none (plain, for a relay on loopback), starttls, or tls (implicit TLS, usually port 465).
    smtp_security: Literal["none", "starttls", "tls"] = "starttls"
    smtp_timeout: float = Field(default=10, gt=0)
    # Failed deliveries are retried after 2^attempts times this (seconds), at most mail_retry_max.
    mail_retry_base: float = Field(default=5, gt=0)
    mail_retry_max: float = Field(default=3600, gt=0)
    # Whether this process delivers the outbox (after commits and on a timer). Every process that
    # serves invitations does by default; workers never send the same email twice.
    mail_worker: bool = True
    # How often (seconds) the outbox is swept for deliveries that are due, besides the wake-up
    # after each commit that records an email.
    mail_poll_interval: float = Field(default=30, gt=0)

    # -- the job queue (handwritten/adapters/jobs/, docs/operations.md "Jobs") --------------------
    # Whether this process runs jobs (after the commits that enqueue them, and on a timer). Every
    # API process does by default; false when `canopy worker` processes run them instead.
    job_worker: bool = True
    # How often (seconds) the queue is swept for due jobs besides the wake-up after each commit
    # that enqueues one: jobs enqueued by other processes are found this late at most.
    job_poll_interval: float = Field(default=5, gt=0)
    # A failed job is retried after 2^(attempts-1) times this (seconds), at most job_retry_max.
    job_retry_base: float = Field(default=5, gt=0)
    job_retry_max: float = Field(default=3600, gt=0)
    # Attempts after which a job that keeps failing ends as failed (kept, never run again; `canopy
    # jobs list --failed`, the canopy_jobs_failed gauge). 20 at the default back-off: about 10 hours.
    job_max_attempts: int = Field(default=20, ge=1)
    # How long a worker holds a job it runs (ISO 8601 duration or seconds): a handler running
    # longer is cancelled and the job retried; the jobs of a worker that died run again after it.
    job_lease: timedelta = Field(default=timedelta(minutes=5), gt=timedelta(0))
    # Modules that register job handlers (comma-separated import paths), imported when a runner starts.
    job_handler_modules: str = ""
    # Assessment propagation (decision assessment_propagation): a change reaching at most this
    # many orders downstream recomputes them in its own transaction; a larger one through a job.
    propagation_inline_max: int = Field(default=500, ge=0)

    # -- the knowledge base (docs/operations.md) -------------------------------------------------
    # Generation mode of Q2: an OpenAI-compatible chat-completions endpoint (for example
    # https://api.openai.com/v1, or a local server). Empty: the extractive answer, no model called.
    llm_base_url: str = ""
    llm_api_key: str = ""
    llm_model: str = ""  # the default model_name
    # The other models of the endpoint a query may name (model_name), comma-separated; any other
    # name is a 400 (decision query_model_name_default). Without an endpoint: "extractive" only.
    llm_models: str = ""
    llm_timeout: float = Field(default=30, gt=0)  # seconds for the whole call
    # Q2's retriever when a query names none: lexical, dense, or hybrid (both, fused by
    # reciprocal rank fusion with this k; decision knowledge_base_retrieval).
    retriever: Literal["lexical", "dense", "hybrid"] = "hybrid"
    retrieval_rrf_k: int = Field(default=60, ge=1)
    # Dense retrieval of a workspace with at least this many active chunks searches its
    # approximate-nearest-neighbour index, a file per workspace under dense_index_dir, memory-mapped
    # by every process; below it, the exact search over a copy in each process's memory
    # (handwritten/services/knowledge/neighbours.py). The folder is local to each machine, beside
    # the database's data; on S3 storage too, since a file is memory-mapped only from a local disk.
    dense_index_threshold: int = Field(default=5000, ge=0)
    dense_index_dir: Path = ROOT / "var" / "vectors"

    # -- the HTTP runtime (docs/operations.md) ----------------------------------------------------
    # The largest JSON request body accepted (bytes); a larger one is refused with 413 before it
    # is read whole. File uploads have a limit of their own.
    max_body_bytes: int = Field(default=1024 * 1024, ge=1)
    # The largest body of a bulk operation (bulk invitation creation, revocation and renewal),
    # whose select-all exclusions the document leaves uncapped: 16 MiB is ~450,000 UUIDs.
    max_bulk_body_bytes: int = Field(default=16 * 1024 * 1024, ge=1)
    # How long a POST or PATCH's Idempotency-Key and its stored response are kept, and how long a
    # request still running holds its key (after that, a process that died is presumed gone).
    idempotency_ttl: timedelta = Field(default=timedelta(hours=24), gt=timedelta(0))
    idempotency_lease: timedelta = Field(default=timedelta(minutes=1), gt=timedelta(0))
    # Requests per API key, by operation class, in the `limits` notation (N/second, N/minute...),
    # a fixed window; shared through Redis when CANOPY_REDIS_URL is set. The defaults only stop a
    # runaway client (the benchmarks are not throttled); set what your clients may do.
    rate_limits: bool = True
    rate_limit_reads: str = "5000/second"
    rate_limit_writes: str = "1000/second"
    rate_limit_bulk: str = "100/second"
    # Logs: one line per request (logger canopy.access) and whatever else is logged. "json" for
    # machines, "text" for people; "auto" is text in development and JSON otherwise.
    log_format: Literal["auto", "json", "text"] = "auto"
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    # Prometheus metrics on this port of every server process (0: off). Not the API's port, so
    # they are never public by accident; scrape it from inside the network.
    metrics_port: int = Field(default=0, ge=0, le=65535)
    # Where the worker processes keep their metrics between scrapes (emptied when serving starts).
    metrics_dir: Path = ROOT / "var" / "metrics"
    # How often (seconds) the gauges read from the database (the outbox's backlog) are refreshed.
    metrics_sample_interval: float = Field(default=15, gt=0)
    # On SIGTERM, requests in flight get this long (seconds) to finish before the process stops.
    shutdown_timeout: float = Field(default=30, gt=0)
    # Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (comma-separated addresses
    # or networks, or *): the client address of rate limits and logs comes from them. Empty: none.
    forwarded_allow_ips: str = ""
    # The hosts' public URLs, named after the document's placeholders ({base_url}...), which GET /
    # and the 404 of another host's path name (decisions host_index, not_found_host_hint). Empty:
    # `canopy serve` fills them from its address and ports; otherwise an app names its own host by
    # the request's URL, and another host's URL is null (the combined app is every host).
    base_url: str = ""
    supply_chain_url: str = ""
    ingestion_url: str = ""
    data_room_url: str = ""

    # -- object storage (handwritten/adapters/storage/, docs/operations.md "Object storage") -------
    # Where uploaded files go: "local" keeps them in storage_dir and serves the signed URLs itself
    # (/storage/...); "s3" puts them in an S3-compatible store (AWS S3, SeaweedFS, MinIO...).
    storage: Literal["local", "s3"] = "local"
    storage_dir: Path = ROOT / "var" / "objects"
    # The bucket: a folder of storage_dir, or the S3 bucket (created at start when missing).
    storage_bucket: str = Field(default="canopy", pattern=r"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$")
    # How long a signed upload or download URL works (ISO 8601 duration or seconds; S3 allows 7 days at most).
    signed_url_ttl: timedelta = Field(default=timedelta(minutes=15), ge=timedelta(seconds=1), le=timedelta(days=7))
    # The largest file accepted (bytes): a larger upload is refused with 413 as it streams (local),
    # or is refused when it is sealed (S3, whose signed PUT URLs cannot carry a maximum).
    max_upload_bytes: int = Field(default=512 * 1024 * 1024, ge=1)
    # How DS7 files a due diligence statement (handwritten/adapters/submitters): "documents" keeps it as a
    # workspace document; a submitter connected to the EU information system registers its name.
    statement_submitter: str = Field(default="documents", min_length=1)
    # How transactions are classified and their emissions computed (handwritten/services/
    # transactions/classifiers.py): "rules", the workspace's rules and spend-based factors.
    transaction_classifier: str = Field(default="rules", min_length=1)
    # S3: the endpoint (empty: AWS itself), its region, and the credentials (empty: boto3's usual
    # chain: AWS_* variables, ~/.aws, an instance or task role). Signed URLs name the endpoint, so
    # it must be one that clients can reach.
    s3_endpoint_url: str = ""
    s3_region: str = "us-east-1"
    s3_access_key_id: str = ""
    s3_secret_access_key: str = ""

    @model_validator(mode="after")
    def _refuse_unsafe_defaults(self) -> Settings:
        if self.mode == "production" and not self.secret_key:
            raise ValueError("CANOPY_SECRET_KEY must be set in production mode")
        if self.mode == "production" and len(self.secret_key) < 32:
            raise ValueError("CANOPY_SECRET_KEY must be at least 32 characters")
        if self.mode == "test" and not self.secret_key:
            # Made now rather than when first used, so the worker processes forked from these
            # settings (canopy serve --workers) sign alike.
            self.secret_key = secrets.token_urlsafe(48)
        if self.database_command_timeout <= self.database_statement_timeout:
            raise ValueError(
                "CANOPY_DATABASE_COMMAND_TIMEOUT must be longer than CANOPY_DATABASE_STATEMENT_TIMEOUT, "
                "so that a slow statement is cancelled by the database rather than cut off by the driver"
            )
        return self

    def signing_secret(self) -> str:
        """The secret signatures are made with: CANOPY_SECRET_KEY, else (development) the one made
        for this installation, kept in secret_key_file."""
        from handwritten.installation_secret import installation_secret

        return self.secret_key or installation_secret(self.secret_key_file)

    @field_validator("invitation_link")
    @classmethod
    def _link_names_the_invitation(cls, value: str) -> str:
        if "{id}" not in value:
            raise ValueError("must contain {id}, where the invitation's UUID goes")
        return value

    @field_validator("base_url", "supply_chain_url", "ingestion_url", "data_room_url")
    @classmethod
    def _host_url_is_absolute(cls, value: str) -> str:
        from urllib.parse import urlsplit

        if value:
            parts = urlsplit(value)
            if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
                raise ValueError("must be empty or an http(s) URL without query, such as https://api.example.com")
        return value.rstrip("/")  # paths (/api/...) are appended to it

    @field_validator("invitation_lookup_rate", "rate_limit_reads", "rate_limit_writes", "rate_limit_bulk")
    @classmethod
    def _rate_is_parseable(cls, value: str) -> str:
        from limits import parse

        parse(value)  # raises ValueError with the notation's message
        return value

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def json_logs(self) -> bool:
        return self.log_format == "json" or (self.log_format == "auto" and self.mode != "development")


@cache
def get_settings() -> Settings:
    return Settings()
