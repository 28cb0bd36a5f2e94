def risky(i):
    if i == 0:
        return {}["k"]
    if i == 1:
        return 1 / 0
    if i == 2:
        return int("x")
    return "fine"
for i in range(4):
    try:
        print(risky(i))
    except (KeyError, ZeroDivisionError) as e:
        print("A", type(e).__name__)
    except ValueError:
        print("B")
