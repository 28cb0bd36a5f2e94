from itertools import chain, islice, count

lines = context.splitlines()

def batched(iterable, n):
    it = iter(iterable)
    while batch := list(islice(it, n)):
        yield batch

batches = list(batched(lines, 30))
print(len(batches), [len(b) for b in batches])
notes = list(chain.from_iterable((l for l in b if l.startswith("NOTE")) for b in batches))
print(len(notes), notes[-1])
print(list(islice(count(10, 5), 6)))
print(list(islice("abcdefghij", 2, 9, 3)))
print(list(chain([1, 2], (3, 4), "56", {7: "x"})))
head = [l[:20] for l in islice(lines, 3)]
print(head)
prompts = [f"batch {i}: " + " | ".join(b[:2])[:40] for i, b in zip(count(1), batches)]
for ans in llm_query_batched(prompts):
    print(ans)
ids = chain.from_iterable(map(lambda b: (int(l.split()[0][3:]) for l in b if l.startswith("id")), batches))
print(sum(ids))
