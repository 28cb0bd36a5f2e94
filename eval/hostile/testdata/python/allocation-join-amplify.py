# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

s = 'x' * 10**4
print(len(','.join([s] * 10**6)))
