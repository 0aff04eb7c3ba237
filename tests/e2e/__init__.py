"""End-to-end tests: a live server driven as a client or a person would (SDK, browser)."""
