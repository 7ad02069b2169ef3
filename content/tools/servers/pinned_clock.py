"""Runs mcp-server-time with its clock pinned to one instant, for a reproducible lesson.

mcp-server-time reads the real clock: get_current_time answers with it, and convert_time
takes the date of its conversion (and so daylight saving time) from today. A transcript
that `make check-course` records again must come out the same on every run, so with
`--pin-clock INSTANT` this wrapper gives the server a `datetime` whose `now()` answers that
instant; everything else is the published server, unchanged. Without `--pin-clock` the
server reads the real clock.

    pinned_clock.py [--pin-clock 2026-05-01T13:00:00Z] [the server's own options]
"""

import sys
from datetime import datetime


def pinned_instant(text: str) -> datetime:
    try:
        instant = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        sys.exit(f"pinned_clock.py: error: --pin-clock {text!r} is not an ISO 8601 instant")
    if instant.tzinfo is None:
        sys.exit("pinned_clock.py: error: --pin-clock needs a zone, as in 2026-05-01T13:00:00Z")
    return instant


def main() -> None:
    args = sys.argv[1:]
    instant = None
    if args[:1] == ["--pin-clock"]:
        if len(args) < 2:
            sys.exit("pinned_clock.py: error: --pin-clock needs an instant")
        instant = pinned_instant(args[1])
        args = args[2:]

    import mcp_server_time
    from mcp_server_time import server

    if instant is not None:

        class PinnedDateTime(datetime):
            """`datetime` whose `now()` is the pinned instant, in the zone asked for."""

            @classmethod
            def now(cls, tz=None):
                return instant.astimezone(tz)

        server.datetime = PinnedDateTime
        sys.stderr.write(f"pinned_clock.py: the clock is pinned at {instant.isoformat()}\n")
        sys.stderr.flush()

    sys.argv = ["mcp-server-time", *args]
    mcp_server_time.main()


if __name__ == "__main__":
    main()
