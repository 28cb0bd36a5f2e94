# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

d = {}
i = 0
while True:
    d[i] = str(i) * 20
    i += 1
