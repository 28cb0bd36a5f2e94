# backends: python
# class: cpu
# expect: no process of the cell keeps burning CPU after it ends; engine lives
# max-cpu: 4

import subprocess, sys
p = subprocess.Popen([sys.executable, '-c', 'while True: pass'], start_new_session=True)
print("LEFTPID:%d" % p.pid)
# %%
import time
time.sleep(6)
