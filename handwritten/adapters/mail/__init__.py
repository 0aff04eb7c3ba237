"""Outgoing email: messages recorded in an outbox with what they announce, delivered after commit."""
