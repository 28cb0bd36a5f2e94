questions = [
    "Which user has the most spam?",
    "What region has the largest amounts?",
    "Are there repeated order numbers?",
]
half = len(context) // 2
cut = context.rfind("\n", 0, half) + 1
parts = [context[:cut], context[cut:]]
print("split at", cut, "->", [len(p) for p in parts])

pairs = [(p, q) for q in questions for p in parts]
results = rlm_query_batched(pairs)
grouped = {}
for (p, q), r in zip(pairs, results):
    grouped.setdefault(q, []).append(r)

for q, rs in grouped.items():
    print(q)
    for r in rs:
        print("   ", r)
    combined = llm_query(f"Merge partial answers for '{q}': " + " | ".join(rs))
    print("  =>", combined)
