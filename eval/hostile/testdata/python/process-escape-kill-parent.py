# backends: python
# class: process-escape
# expect: the engine cannot be killed by model code; engine lives

import os, signal
os.kill(os.getppid(), signal.SIGKILL)
