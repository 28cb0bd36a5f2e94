# backends: python
# class: process-escape
# expect: the engine cannot be stopped by model code; engine lives

import os, signal
os.kill(os.getppid(), signal.SIGSTOP)
