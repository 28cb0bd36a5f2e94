log = []

def safe_ratio(a, b):
    try:
        r = a / b
    except ZeroDivisionError:
        log.append(f"div0 {a}/{b}")
        return None
    else:
        log.append(f"ok {a}/{b}")
        return round(r, 3)
    finally:
        log.append("done")

spam_by_region = {}
total_by_region = {}
for line in context.splitlines():
    if "region=" not in line:
        continue
    region = line.split("region=")[1].split()[0]
    total_by_region[region] = total_by_region.get(region, 0) + 1
    if "label=spam" in line:
        spam_by_region[region] = spam_by_region.get(region, 0) + 1

for reg in ["eu", "apac", "mars"]:
    print(reg, safe_ratio(spam_by_region.get(reg, 0), total_by_region.get(reg, 0)))
print(log)

def finally_overrides():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(finally_overrides())
