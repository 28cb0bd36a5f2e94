log = []
def attempt(x):
    try:
        log.append(f"try {x}")
        r = 10 / x
    except ZeroDivisionError:
        log.append("except")
        return "div0"
    else:
        log.append("else")
        return f"ok {r:.1f}"
    finally:
        log.append("finally")

print(attempt(4), attempt(0))
print(log)

def override():
    try:
        return "try"
    finally:
        print("cleanup runs before return")

print(override())
def loop_finally():
    out = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out
print(loop_finally())
