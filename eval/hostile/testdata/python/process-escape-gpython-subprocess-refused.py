# backends: gpython
# class: process-escape
# expect: import refused with a clean error; engine lives; next cell runs

import subprocess
subprocess.Popen(['sleep', '300'])
