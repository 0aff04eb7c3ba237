"""`python -m handwritten.cli`, the same as `canopy`."""

from handwritten.cli.commands import main

main()
