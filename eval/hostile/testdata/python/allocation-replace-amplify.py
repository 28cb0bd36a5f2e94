# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

s = 'a' * 1000
for _ in range(6):
    s = s.replace('a', 'a' * 100)
print(len(s))
