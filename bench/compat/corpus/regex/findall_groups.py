import re
pairs = re.findall(r"user=(\w+) label=(\w+)", context)
print(pairs[:4])
print(len(pairs))
