"""The lifetime of a loopback test server run as a child of the test process (standard library only).

end_with_parent(lifetime) makes the process exit on SIGTERM or SIGINT (even if the test process spawned it
with them blocked or ignored), by itself after `lifetime` seconds, and as soon as its parent process goes away,
so no server outlives a test run.
"""

import os
import signal
import threading
import time


def end_with_parent(lifetime):
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    signal.signal(signal.SIGINT, lambda *_: os._exit(0))
    parent = os.getppid()

    def watchdog():
        deadline = time.monotonic() + lifetime
        while time.monotonic() < deadline and os.getppid() == parent:
            time.sleep(0.2)
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
