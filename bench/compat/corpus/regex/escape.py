import re
print(re.escape("a.b*c"))
print(re.findall(re.escape("$3.50"), "cost $3.50 or $3.50"))
