# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class A:
    def __str__(self):
        return f"<{self}>"
print(str(A()))
