# backends: gpython
# class: secrets
# expect: import refused; engine lives

import os
print(os.environ)
