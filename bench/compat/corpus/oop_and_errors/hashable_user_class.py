class User:
    instances = 0

    def __init__(self, name, region):
        self.name = name
        self.region = region
        User.instances += 1

    def __eq__(self, other):
        return isinstance(other, User) and (self.name, self.region) == (other.name, other.region)

    def __hash__(self):
        return hash((self.name, self.region))

    def __repr__(self):
        return f"User({self.name}@{self.region})"

    @staticmethod
    def key_from_line(line):
        parts = line.split()
        return parts[1][5:], parts[5][7:]

seen = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    u = User(*User.key_from_line(line))
    seen[u] = seen.get(u, 0) + 1

print("User objects created:", User.instances)
print("distinct user/region pairs:", len(seen))
top = sorted(seen.items(), key=lambda kv: (-kv[1], kv[0].name, kv[0].region))[:5]
for u, n in top:
    print(f"  {u!r:<22} {n}")
print(User("bob", "eu") in seen, User("bob", "mars") in seen)
regions_per_user = {}
for u in seen:
    regions_per_user.setdefault(u.name, []).append(u.region)
print({k: sorted(v) for k, v in sorted(regions_per_user.items())})
print(len({User("a", "b"), User("a", "b"), User("a", "c")}))

class NoHash:
    def __eq__(self, other):
        return True
try:
    {NoHash(): 1}
except TypeError as e:
    print("TypeError:", e)
