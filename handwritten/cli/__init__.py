"""The `canopy` command line, and the demo data it creates.

    cli/
    ├── commands.py      the `canopy` app: serve, migrate, demo, keys, jobs, the mailer, the worker, mcp
    ├── session.py       a command's database session, and its one-line refusals
    ├── accounts.py      `canopy workspaces` and `canopy users`
    ├── transactions.py  `canopy transactions import`
    ├── surveys.py       `canopy surveys publish`
    └── demo/            the demo's workspaces, users and keys (`create_demo`), with its supply
                         chain, transactions and survey

Importing the package loads the command and nothing it runs: each command imports the areas, the
app or the database when it runs (tests/unit/test_cli.py).
"""

from handwritten.cli.commands import app, main

__all__ = ["app", "main"]
