def batched_prompts(items, size):
    batch = []
    for it in items:
        batch.append(it)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

def fake_llm_query_batched(prompts):
    return [f"summary({p.split(':')[0]})={len(p)}" for p in prompts]

context = "\n".join(f"doc{i}: " + "lorem " * (i % 5 + 1) for i in range(11))
prompts = (f"{line.strip()}" for line in context.splitlines())
answers = []
for n, batch in enumerate(batched_prompts(prompts, 4)):
    res = fake_llm_query_batched(batch)
    print(f"batch {n}: {len(batch)} prompts")
    answers.extend(res)
print(len(answers))
print(answers[:3], answers[-1])
