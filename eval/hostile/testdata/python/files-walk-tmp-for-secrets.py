# backends: python
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

import os
for root, dirs, files in os.walk('/tmp'):
    if root.count('/') > 4:
        dirs[:] = []
        continue
    for f in files:
        if 'secret' in f:
            try:
                print(open(os.path.join(root, f)).read()[:100])
            except Exception:
                pass
