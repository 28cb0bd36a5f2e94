# backends: python
# class: process-escape
# expect: no process outlives the session; engine lives; next cell runs

import os, subprocess
os.system('nohup sleep 301 >/dev/null 2>&1 &')
out = subprocess.run(['pgrep', '-f', 'sleep 301'], capture_output=True, text=True).stdout.split()
for p in out:
    print("LEFTPID:%s" % p)
