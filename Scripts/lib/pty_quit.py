"""Ending a program that runs in a pseudo-terminal, for the scripts that
measure one: press q, read what it still writes until it closes the
terminal, and reap it."""
import os


def quit_and_reap(fd, pid):
    """Types q, drains the terminal until the program closes it, and returns
    wait4's resource usage (the program's CPU time and peak RSS)."""
    os.write(fd, b"q")
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    _, _, usage = os.wait4(pid, 0)
    os.close(fd)
    return usage
