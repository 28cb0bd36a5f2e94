# backends: python
# class: fork
# expect: no process outlives the session; engine lives; next cell runs

import os, time
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.setsid()
    pid2 = os.fork()
    if pid2 == 0:
        os.write(w, str(os.getpid()).encode())
        os.close(w)
        time.sleep(300)
        os._exit(0)
    os._exit(0)
os.close(w)
os.waitpid(pid, 0)
print("LEFTPID:%s" % os.read(r, 32).decode())
