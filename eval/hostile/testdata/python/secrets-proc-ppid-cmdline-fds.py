# backends: python
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import os
pp = os.getppid()
for fd in os.listdir('/proc/%d/fd' % pp):
    try:
        print(fd, os.readlink('/proc/%d/fd/%s' % (pp, fd)))
    except Exception:
        pass
print(open('/proc/%d/cmdline' % pp, 'rb').read())
