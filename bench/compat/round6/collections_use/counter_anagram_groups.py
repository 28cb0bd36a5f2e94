from collections import Counter, defaultdict

context = "listen silent enlist google tinsel banana inlets gogole elgoog stone tones notes onset"
groups = defaultdict(list)
for w in context.split():
    groups["".join(sorted(w))].append(w)
for key, ws in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{key:<8} {len(ws)} {ws}")

def can_build(note, magazine):
    need = Counter(note.replace(" ", ""))
    have = Counter(magazine.replace(" ", ""))
    missing = need - have
    return not missing, dict(missing)

print(can_build("ten notes", context))
print(can_build("zebra", context))
print(Counter("banana") == Counter("nabana"), Counter(a=1) == Counter(a=1, b=0))
