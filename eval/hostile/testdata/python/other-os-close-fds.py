# backends: python
# class: other
# expect: the engine's channel survives or the worker is restarted; next cell runs

import os
for fd in range(0, 64):
    try:
        os.close(fd)
    except OSError:
        pass
