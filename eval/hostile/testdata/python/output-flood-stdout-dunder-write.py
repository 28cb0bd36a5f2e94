# backends: python gpython
# class: output-flood
# expect: output truncated/capped; engine lives; next cell runs; harness stdout stays small

import sys
line = 'z' * 2**20
for _ in range(1000):
    sys.__stdout__.write(line)
