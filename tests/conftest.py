"""Fixtures shared by every test folder: the real S3 server (one per session, started on first use)."""

from tests.s3server import seaweedfs

__all__ = ["seaweedfs"]
