import re
amounts = [(u, float(a)) for u, a in re.findall(r"user=(\w+) label=\w+ amount=([\d.]+)", context)]
print(max(amounts, key=lambda t: t[1]))
print(min(amounts, key=lambda t: t[1]))
print(max([], default="empty"), min([3, 1, 2]), max(4, 9, 2))
