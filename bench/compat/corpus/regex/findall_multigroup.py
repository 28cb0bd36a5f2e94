import re
pairs = re.findall(r"user=(\w+) label=(\w+) amount=(\d+)\.(\d+)", context)
print(len(pairs), pairs[:3])
big = [(u, int(d)) for u, lab, d, c in pairs if int(d) >= 190]
print(big)
print(re.findall(r"(\w)(\d)?", "a1bc2"))
print(re.findall(r"(?:ab)+", "ababxab"))
