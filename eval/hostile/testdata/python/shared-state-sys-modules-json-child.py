# backends: python gpython
# class: shared-state
# expect: a patch stays in this agent: the child sees the real built-in; engine lives; next cell runs
# escape-if: PWNED-JSON
# max-depth: 2
# mock-script: child-json.json

import sys
class Fake:
    def dumps(self, *a, **k):
        return 'PWN' + 'ED-JSON'
sys.modules['json'] = Fake()
# %%
print(rlm_query("hello", "CHILDQ-JSON"))
