# backends: python gpython
# class: files
# expect: the read fails (no file outside the work directory); engine lives; next cell runs

import os
p = os.path.expanduser('~/.ssh/id_rsa')
print(open(p).read())
