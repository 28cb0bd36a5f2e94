# backends: python gpython
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

cfg = dict(l.split('=', 1) for l in context.splitlines() if '=' in l)

import io
print(io.open(cfg['canary'], encoding='utf-8').read())
