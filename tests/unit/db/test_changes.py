"""db/changes.py changed_here: the tracked tables a transaction's own statements changed."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Column, Engine, Integer, MetaData, Table, create_engine, insert, select

from handwritten.db.changes import changed_here, follow_changes

metadata = MetaData()
orders = Table("orders", metadata, Column("id", Integer, primary_key=True))


def _engine(folder: Path) -> Engine:
    engine = create_engine(f"sqlite:///{folder / 'changes.sqlite3'}")
    metadata.create_all(engine)
    follow_changes(engine)
    return engine


def test_a_transaction_knows_what_it_changed_until_it_ends(tmp_path: Path) -> None:
    with _engine(tmp_path).connect() as connection:
        with connection.begin():
            connection.execute(select(orders.c.id))
            assert changed_here(connection) == set()
            connection.execute(insert(orders).values(id=1))
            assert changed_here(connection) == {"orders"}
        assert changed_here(connection) == set()


def test_a_connection_lost_in_a_transaction_rolls_back_without_a_new_error(tmp_path: Path) -> None:
    with _engine(tmp_path).connect() as connection:
        transaction = connection.begin()
        connection.execute(insert(orders).values(id=2))
        connection.invalidate()  # as when the database goes away under it
        assert changed_here(connection) == set()
        transaction.rollback()  # raised PendingRollbackError from the rollback event before
        assert connection.execute(select(orders.c.id)).all() == []
