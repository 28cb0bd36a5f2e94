# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class A:
    def __repr__(self):
        return "A(" + repr(self) + ")"
print(A())
