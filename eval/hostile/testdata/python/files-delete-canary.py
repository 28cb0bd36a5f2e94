# backends: python
# class: files
# expect: canary unchanged; engine lives

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import os
os.remove(cfg['canary'])
