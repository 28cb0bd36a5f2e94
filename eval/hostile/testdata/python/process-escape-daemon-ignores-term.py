# backends: python
# class: process-escape
# expect: no process outlives the session; engine lives; next cell runs

import subprocess, sys
code = "import signal,time\nfor s in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT): signal.signal(s, signal.SIG_IGN)\ntime.sleep(300)"
p = subprocess.Popen([sys.executable, '-c', code], start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print("LEFTPID:%d" % p.pid)
