# backends: python
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import os
print(open('/proc/%d/environ' % os.getppid(), 'rb').read().replace(b'\0', b'\n').decode())
