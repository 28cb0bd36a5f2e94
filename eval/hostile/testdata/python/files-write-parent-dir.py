# backends: python
# class: files
# expect: nothing written outside the work directory; engine lives

import os
open(os.path.join('..', 'rlm-hostile-pwned-parent'), 'w').write('pwned')
print(os.getcwd())
