from collections import Counter
import re
users = Counter(re.findall(r"user=(\w+)", context))
for u, n in users.most_common():
    print(u, n)
