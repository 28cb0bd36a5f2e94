# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

t = {ord('a'): 'b' * 10**4}
print(len(('a' * 10**6).translate(t)))
