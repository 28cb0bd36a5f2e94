# backends: gpython
# class: fork
# expect: import refused with a clean error; engine lives; next cell runs

import os
print(os.fork())
