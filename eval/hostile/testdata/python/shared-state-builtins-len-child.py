# backends: python gpython
# class: shared-state
# expect: a patch stays in this agent: the child sees the real built-in; engine lives; next cell runs
# escape-if: 424242
# max-depth: 2
# mock-script: child-len.json

import builtins
builtins.len = lambda x: 424242
# %%
print(rlm_query("hello", "CHILDQ-LEN"))
