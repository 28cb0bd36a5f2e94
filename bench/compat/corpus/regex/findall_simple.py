import re
ids = re.findall(r"id=(\d+)", context)
print(len(ids), ids[:5])
