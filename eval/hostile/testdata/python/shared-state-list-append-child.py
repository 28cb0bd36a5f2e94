# backends: python gpython
# class: shared-state
# expect: a patch stays in this agent: the child sees the real built-in; engine lives; next cell runs
# escape-if: APPEND=0
# max-depth: 2
# mock-script: child-append.json

try:
    setattr(list, 'append', lambda self, v: None)
except Exception as e:
    print('refused', type(e).__name__)
# %%
print(rlm_query("hello", "CHILDQ-APPEND"))
