# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class A:
    def __getattr__(self, name):
        return getattr(self, name + "_")
A().x
