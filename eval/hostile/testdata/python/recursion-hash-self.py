# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class A:
    def __hash__(self):
        return hash(self)
s = {A()}
