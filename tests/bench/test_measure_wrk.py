"""bench/measure/wrk.py: wrk's output read, and what counts as an error, defined once.

The benchmarks used to disagree (one failed on socket errors, another only on answers that were
not 2xx); these pin the one definition they now share.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from measure.tools import BenchError  # noqa: E402 - bench/ is a folder of scripts, not a package
from measure.wrk import check_errors, read_figures  # noqa: E402

_OUTPUT = """Running 3s test @ http://127.0.0.1:8000/api/accounts/users/me/
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    12.01ms    3.10ms  90.00ms   80.00%
  Latency Distribution
     50%  850.00us
     75%   12.00ms
     90%   20.00ms
     99%    1.50s
  4200 requests in 3.00s, 1.20MB read
{socket}{non_2xx}Requests/sec:   1400.50
Transfer/sec:    400.00KB
"""


def _output(socket: str = "", non_2xx: str = "") -> str:
    return _OUTPUT.format(socket=socket, non_2xx=non_2xx)


def test_figures_are_read_in_milliseconds() -> None:
    figures = read_figures(_output())
    assert (figures.rps, figures.p50_ms, figures.p99_ms, figures.requests) == (1400.5, 0.85, 1500.0, 4200)
    assert figures.errors == 0


def test_an_error_is_a_non_2xx_answer_or_a_socket_error() -> None:
    figures = read_figures(
        _output("  Socket errors: connect 1, read 2, write 0, timeout 4\n", "  Non-2xx or 3xx responses: 5\n")
    )
    assert (figures.non_2xx, figures.socket_errors, figures.errors) == (5, 7, 12)


@pytest.mark.parametrize(
    ("socket", "non_2xx", "timeouts_allowed", "fails"),
    [
        ("", "", False, False),
        ("  Socket errors: connect 0, read 0, write 0, timeout 3\n", "", False, True),
        ("  Socket errors: connect 0, read 0, write 0, timeout 3\n", "", True, False),
        ("", "  Non-2xx or 3xx responses: 1\n", True, True),
    ],
)
def test_a_run_fails_on_errors_unless_it_is_meant_to_queue(
    socket: str, non_2xx: str, timeouts_allowed: bool, fails: bool
) -> None:
    output = _output(socket, non_2xx)
    if fails:
        with pytest.raises(BenchError):
            check_errors("A1", read_figures(output), output, timeouts_allowed=timeouts_allowed)
    else:
        check_errors("A1", read_figures(output), output, timeouts_allowed=timeouts_allowed)


def test_output_without_figures_is_refused() -> None:
    with pytest.raises(BenchError, match="Requests/sec"):
        read_figures("unable to connect to 127.0.0.1:8000 Connection refused\n")
