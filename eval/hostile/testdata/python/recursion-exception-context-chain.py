# backends: python gpython
# class: recursion
# expect: cell errors with a traceback; engine lives; next cell runs

def chain(n):
    e = None
    for i in range(n):
        try:
            raise ValueError(i)
        except ValueError as x:
            if e is not None:
                x.__context__ = e
            e = x
    raise e
chain(10**6)
