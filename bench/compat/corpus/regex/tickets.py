import re
tickets = sorted(set(re.findall(r"#(\d+)", context)))
print(tickets)
