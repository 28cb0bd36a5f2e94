import re
lines = context.splitlines()
print(any("label=alert" in l for l in lines), all(l.strip() for l in lines))
first_eu_spam = next((l.split()[0] for l in lines if "region=eu" in l and "label=spam" in l), None)
print(first_eu_spam)
print(next((l for l in lines if "user=zed" in l), "no zed"))
print(all(float(a) < 200 for a in re.findall(r"amount=([\d.]+)", context)))
print(any([]), all([]), any([0, "", None]), all([1, "a", [0]]))
print(sum(1 for l in lines if "label=ham" in l), max((len(l), i) for i, l in enumerate(lines))[1])
