# backends: python gpython
# class: recursion
# expect: cell errors (SyntaxError/RecursionError/MemoryError); engine lives; next cell runs

src = "(" * 10**6 + "1" + ")" * 10**6
print(eval(src))
