import re

notes = [(m.start(), m.group(0)) for m in re.finditer(r"NOTE checkpoint \d+: .*", context)]
print(len(notes))
segments = []
prev = 0
for pos, note in notes:
    segments.append((context[prev:pos], note))
    prev = pos + len(note) + 1
print([len(s) for s, _ in segments])

pairs = [(seg, f"Explain errors reported in: {note}") for seg, note in segments]
answers = rlm_query_batched(pairs)
summary = {}
for (seg, note), ans in zip(pairs, answers):
    cp = int(re.search(r"checkpoint (\d+)", note).group(1))
    errs = int(re.search(r"(\d+) errors", note).group(1))
    summary[cp] = {"errors": errs, "answer": ans[:45]}
for cp, info in summary.items():
    print(cp, info)
worst = max(summary.items(), key=lambda kv: (kv[1]["errors"], kv[0]))
print("worst checkpoint:", worst[0], "with", worst[1]["errors"], "errors")
