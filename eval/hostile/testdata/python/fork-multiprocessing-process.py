# backends: python
# class: fork
# expect: no process outlives the session; engine lives; next cell runs

import multiprocessing, time
def sleeper():
    time.sleep(300)
p = multiprocessing.Process(target=sleeper)
p.start()
print("LEFTPID:%d" % p.pid)
