import re

msgs = re.findall(r'msg="([^"]+)"', context)

def normalize(s):
    s = s.lower().strip()
    s = re.sub(r"\d+", "#", s)
    s = re.sub(r"\s+", " ", s)
    return s

seen = set()
unique = []
for m in msgs:
    key = normalize(m)
    if key not in seen:
        seen.add(key)
        unique.append(m)

print(f"{len(msgs)} messages -> {len(unique)} unique after normalisation")
for u in unique:
    print(" -", u, "=>", normalize(u))

# dedup exact duplicates while preserving order
exact = list(dict.fromkeys(msgs))
print("exact-unique:", len(exact))
print("duplicates removed:", len(msgs) - len(exact))
