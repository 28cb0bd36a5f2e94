TOTAL = 0
SEEN = []
def record(x):
    global TOTAL
    TOTAL += x
    SEEN.append(x)
    return TOTAL
for v in [3, 4, 5]:
    record(v)
print(TOTAL, SEEN)
def shadow():
    TOTAL = -1
    return TOTAL
print(shadow(), TOTAL)
def broken():
    try:
        TOTAL += 1
    except UnboundLocalError as e:
        return type(e).__name__
print(broken())
