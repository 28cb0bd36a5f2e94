import re
total = 0
for m in re.finditer(r"amount=([\d.]+)", context):
    total += float(m.group(1))
print(round(total, 2))
print([m.start() for m in re.finditer("a", "banana")])
