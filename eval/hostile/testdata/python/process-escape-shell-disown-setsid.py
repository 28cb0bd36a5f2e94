# backends: python
# class: process-escape
# expect: no process outlives the session; engine lives; next cell runs

import subprocess
out = subprocess.run("setsid sh -c 'sleep 302 & echo $!' </dev/null", shell=True, capture_output=True, text=True).stdout
print("LEFTPID:%s" % out.strip())
