# backends: python
# class: timeout
# expect: cell stopped at eval-timeout with a clear error; engine lives; next cell runs

import signal
signal.signal(signal.SIGINT, signal.SIG_IGN)
while True:
    pass
