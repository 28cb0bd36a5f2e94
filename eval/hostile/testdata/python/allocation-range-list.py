# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

x = list(range(2**34))
print(len(x))
