# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class A:
    @property
    def v(self):
        return self.v + 1
print(A().v)
