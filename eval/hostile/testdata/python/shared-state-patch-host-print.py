# backends: python gpython
# class: shared-state
# expect: the engine's own output path is not hijacked; next cell runs
# max-depth: 2
# mock-script: child-upper.json

import builtins
builtins.print = lambda *a, **k: None
# %%
print(rlm_query("hello", "CHILDQ-UPPER"))
