# backends: python
# class: process-escape
# expect: no process outlives the session; engine lives; next cell runs

import subprocess
p = subprocess.Popen(['sleep', '300'], start_new_session=True)
print("LEFTPID:%d" % p.pid)
