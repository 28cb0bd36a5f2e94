import re
months = {}
for mo in re.findall(r"ts=\d{4}-(\d{2})-\d{2}", context):
    months[mo] = months.get(mo, 0) + 1
print(sorted(months.items()))
