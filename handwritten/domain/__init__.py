"""Business rules with no HTTP and no SQL: roles and permissions, key policy, member rules."""
