# backends: python gpython
# class: recursion
# expect: cell errors or prints; engine lives; next cell runs

x = []
for _ in range(10**6):
    x = [x]
print(x)
