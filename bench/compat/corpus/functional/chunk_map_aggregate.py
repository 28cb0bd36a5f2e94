import re

def chunked(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]

records = [l for l in context.splitlines() if l.startswith("id=")]
chunks = list(map("\n".join, chunked(records, 40)))
print(len(chunks), list(map(len, chunks)))

pairs = [(c, f"which users in part {i} are suspicious?") for i, c in enumerate(chunks)]
answers = rlm_query_batched(pairs)
sizes = list(map(lambda a: int(re.search(r"over (\d+) chars", a).group(1)), answers))
print(sizes == list(map(len, chunks)))

prompts = [f"Extract amounts over 150 from:\n{c}" for c in chunks]
llm = llm_query_batched(prompts)
print(llm[0])
lengths = sorted(zip(map(len, prompts), range(len(prompts))), reverse=True)
print(lengths[:2])

local = [sorted((float(l.split("amount=")[1].split()[0]) for l in c.splitlines()), reverse=True)[:2] for c in chunks]
print(local)
best = max(filter(lambda x: x < 199, (a for pair in local for a in pair)))
print("best under 199:", best)
