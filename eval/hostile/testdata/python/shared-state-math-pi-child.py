# backends: python gpython
# class: shared-state
# expect: a patch stays in this agent: the child sees the real built-in; engine lives; next cell runs
# escape-if: PI=3!
# max-depth: 2
# mock-script: child-pi.json

import math
math.pi = 3
# %%
print(rlm_query("hello", "CHILDQ-PI"))
