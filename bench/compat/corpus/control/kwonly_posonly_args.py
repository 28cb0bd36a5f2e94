def summarize(text, /, label=None, *, top=3, sep=", "):
    counts = {}
    for line in text.splitlines():
        if not line.startswith("id="):
            continue
        if label is not None and f"label={label}" not in line:
            continue
        user = line.split()[1][5:]
        counts[user] = counts.get(user, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    return sep.join(f"{u}:{n}" for u, n in ranked)

print(summarize(context))
print(summarize(context, "spam", top=2))
print(summarize(context, label="alert", sep=" / ", top=6))
for bad in (lambda: summarize(context, "ham", 2), lambda: summarize(text=context)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

def collect(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"

print(collect(1, 2, x=3))
print(collect(*["a", "b"], **{"k": 1, "j": None}))

def defaults(a, b=[], *, c=None):
    b.append(a)
    return b
print(defaults(1), defaults(2), defaults(3, []))
print(summarize.__defaults__, summarize.__kwdefaults__)
