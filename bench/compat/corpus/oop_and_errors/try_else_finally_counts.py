lines = context.splitlines()
stats = {"ok": 0, "bad": 0, "attempts": 0}
codes = []

for line in lines[:60]:
    try:
        msg = line.split('msg="', 1)[1].rstrip('"')
        code = int(msg.split()[-1])
    except IndexError:
        stats["bad"] += 1
    except ValueError as e:
        stats["bad"] += 1
        if stats["bad"] <= 3:
            print("value error:", e)
    else:
        stats["ok"] += 1
        codes.append(code)
    finally:
        stats["attempts"] += 1

print(stats)
print("first codes:", codes[:8])
print("sum of codes:", sum(codes))

def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError as e:
        print("caught:", e)
        return float("nan")
    finally:
        print(f"safe_div({a}, {b}) done")

print(safe_div(10, 4))
print(safe_div(1, 0))
