# backends: python
# class: fork
# expect: no process outlives the session; engine lives; next cell runs

import os, time
pids = []
for _ in range(50):
    pid = os.fork()
    if pid == 0:
        os.setpgrp()
        time.sleep(300)
        os._exit(0)
    pids.append(pid)
for p in pids:
    print("LEFTPID:%d" % p)
