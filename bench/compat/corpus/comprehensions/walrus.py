import re
out = [m.group(1) for l in context.splitlines()[:6] if (m := re.search(r"user=(\w+)", l))]
print(out)
