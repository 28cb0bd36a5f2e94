# backends: python
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

import mmap
m = mmap.mmap(-1, 6 * 2**30)
for i in range(0, len(m), 4096):
    m[i] = 1
print("touched", len(m))
