eg = ExceptionGroup("batch", [
    ValueError("v1"),
    TypeError("t1"),
    ExceptionGroup("nested", [ValueError("v2"), KeyError("k1")]),
    ZeroDivisionError("z"),
])
print(repr(eg.message), len(eg.exceptions))
match, rest = eg.split(ValueError)
print("match:", repr(match))
print("rest:", repr(rest))
arith, _ = eg.split(ArithmeticError)
print(arith.exceptions)
sub = eg.subgroup(lambda e: isinstance(e, (KeyError, TypeError)))
print(repr(sub))
def leaves(g):
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
print([type(e).__name__ for e in leaves(eg)])
print(isinstance(eg, Exception), type(BaseExceptionGroup("x", [KeyboardInterrupt()])).__name__)
print(type(BaseExceptionGroup("x", [ValueError()])).__name__)
