def f(x):
    try:
        r = 10 / x
    except ZeroDivisionError as e:
        print("zde", e)
        return None
    else:
        print("ok", r)
        return r
    finally:
        print("finally", x)
f(2)
f(0)
