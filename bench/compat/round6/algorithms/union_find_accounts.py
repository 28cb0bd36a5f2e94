context = """u1: ann@x.org, ann.b@y.com
u2: bob@z.net
u3: ann.b@y.com, annie@q.io
u4: carl@x.org, bob@z.net
u5: dee@w.org
u6: annie@q.io"""

parent = {}

def find(x):
    parent.setdefault(x, x)
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def union(a, b):
    ra, rb = find(a), find(b)
    if ra != rb:
        if ra < rb:
            parent[rb] = ra
        else:
            parent[ra] = rb

owner = {}
for line in context.splitlines():
    user, emails = line.split(":")
    emails = [e.strip() for e in emails.split(",")]
    find(user)
    for e in emails:
        if e in owner:
            union(user, owner[e])
        else:
            owner[e] = user

groups = {}
for user in sorted(parent):
    groups.setdefault(find(user), []).append(user)
for root, members in sorted(groups.items()):
    mails = sorted(e for e, u in owner.items() if find(u) == root)
    print(f"{root}: users={members} emails={len(mails)} -> {', '.join(mails)}")
print("distinct people:", len(groups))
