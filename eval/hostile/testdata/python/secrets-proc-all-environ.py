# backends: python
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import os
for p in os.listdir('/proc'):
    if p.isdigit():
        try:
            e = open('/proc/%s/environ' % p, 'rb').read()
        except Exception:
            continue
        i = e.find(b'sk-')
        if i >= 0 and b'canary' in e:
            j = e.find(b'\0', i)
            print(p, e[i:j].decode())
