import re

# Locate the checkpoint notes first; they may carry the key facts
notes = [(i, l) for i, l in enumerate(context.splitlines()) if l.startswith("NOTE")]
print(f"found {len(notes)} NOTE lines")
errors = []
for idx, line in notes:
    m = re.match(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", line)
    if not m:
        print("unparsed:", line)
        continue
    cp, n_err, ticket = map(int, m.groups())
    errors.append((cp, n_err, ticket))

jumps = [(b[0], b[1] - a[1]) for a, b in zip(errors, errors[1:])]
print("error deltas:", jumps)
worst = max(jumps, key=lambda t: t[1])
print("biggest jump at checkpoint", worst[0], "by", worst[1])

lines = context.splitlines()
around = "\n".join(lines[max(0, worst[0] - 26):worst[0]])
answer = rlm_query(around, f"Why did errors jump before checkpoint {worst[0]}?")
print(answer)
