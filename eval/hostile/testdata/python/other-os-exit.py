# backends: python
# class: other
# expect: worker restarted; engine lives; next cell runs

import os
os._exit(0)
