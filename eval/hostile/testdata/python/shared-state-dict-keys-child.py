# backends: python gpython
# class: shared-state
# expect: a patch stays in this agent: the child sees the real built-in; engine lives; next cell runs
# escape-if: PWNED
# max-depth: 2
# mock-script: child-keys.json

try:
    dict.keys = lambda self: ['PWN' + 'ED']
except Exception as e:
    print('refused', type(e).__name__)
# %%
print(rlm_query("hello", "CHILDQ-KEYS"))
