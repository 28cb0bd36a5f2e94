# backends: python gpython
# class: recursion
# expect: cell errors (RecursionError or similar); engine lives; next cell runs

class M(type):
    def __call__(cls, *a):
        return cls(*a)
class A(metaclass=M):
    pass
A()
