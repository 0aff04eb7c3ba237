"""What every benchmark in bench/ measures with, written once.

    measure/
      knobs.py      the environment's knobs (BENCH_DURATION, BENCH_CONNECTIONS...) and paths
      tools.py      BenchError, log, run a command, find wrk and `canopy`, refuse remote hosts
      processes.py  CPU and memory of processes from /proc: the server, PostgreSQL's backends
      databases.py  a fresh database (created, migrated, dropped), a seeded workspace and its key
      server.py     `canopy serve` started, awaited and stopped; one HTTP request
      netns.py      hosts of their own on this machine: network namespaces on a bridge, forwarders
      wrk.py        wrk run and its output read; what counts as an error
      load.py       a load measured: wrk plus the CPU time of everything involved, one Result
      machine.py    the machine a report was measured on, with its speed figure
      results.py    dated results files under bench/results/

The scripts are run as files (`python bench/run.py`), so bench/ is on their import path and
they import `measure.<module>`. An error is defined once, in wrk.py: a response that was not
2xx/3xx or a socket error (connect, read, write, timeout); both are counted and reported.
"""
