def attempt(x):
    log = []
    try:
        log.append("try")
        r = 10 / x
    except ZeroDivisionError as e:
        log.append(f"except:{e}")
        r = None
    except TypeError:
        log.append("type")
        return log, "early"
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log, r

for v in [2, 0, "s"]:
    print(attempt(v))
