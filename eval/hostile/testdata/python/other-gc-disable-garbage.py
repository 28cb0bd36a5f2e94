# backends: python gpython
# class: other
# expect: engine lives; next cell runs

import gc
gc.disable()
for _ in range(10**6):
    a = []
    a.append(a)
print("made cycles")
