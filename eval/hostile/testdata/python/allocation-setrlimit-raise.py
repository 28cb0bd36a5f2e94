# backends: python
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs (raising the limit must not help)

import resource
soft, hard = resource.getrlimit(resource.RLIMIT_AS)
print("limits", soft, hard)
resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
b = bytearray(6 * 2**30)
print("got", len(b))
