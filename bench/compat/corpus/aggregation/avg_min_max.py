import re
amts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
print(len(amts), round(sum(amts) / len(amts), 3), min(amts), max(amts))
