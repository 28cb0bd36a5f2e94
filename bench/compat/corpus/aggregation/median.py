import re
amts = sorted(float(a) for a in re.findall(r"amount=([\d.]+)", context))
n = len(amts)
med = amts[n // 2] if n % 2 else (amts[n // 2 - 1] + amts[n // 2]) / 2
print(n, med)
