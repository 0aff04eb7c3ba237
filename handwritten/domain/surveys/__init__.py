"""Survey definitions, their expression language and answers."""
