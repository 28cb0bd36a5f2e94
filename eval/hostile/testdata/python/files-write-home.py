# backends: python gpython
# class: files
# expect: nothing written outside the work directory; engine lives

import os
with open(os.path.expanduser('~/.bashrc'), 'a') as f:
    f.write('echo pwned\n')
open(os.path.expanduser('~/pwned.txt'), 'w').write('pwned')
