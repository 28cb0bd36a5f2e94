from functools import partial
def power(base, exp):
    return base ** exp
sq = partial(power, exp=2)
two_to = partial(power, 2)
print(sq(7), two_to(5), [sq(i) for i in range(4)])
