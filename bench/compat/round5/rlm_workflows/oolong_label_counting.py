from collections import Counter
questions = [
    "What is the capital of France?", "How many legs does a spider have?", "Who wrote Hamlet?",
    "Define photosynthesis.", "Where is Mount Kilimanjaro?", "When did WW2 end?", "What does DNA stand for?",
    "How far is the moon?", "Who painted the Mona Lisa?", "Describe a black hole.",
]
context = "\n".join(f"Date: Jan {i + 1}, 2023 || User: {1000 + i * 7} || Instance: {q}" for i, q in enumerate(questions * 3))
def label(q):
    ql = q.lower()
    if ql.startswith(("who",)):
        return "human being"
    if ql.startswith(("where",)):
        return "location"
    if ql.startswith(("how many", "how far", "when")):
        return "numeric value"
    if ql.startswith(("define", "describe", "what does")):
        return "description and abstract concept"
    return "entity"
counts = Counter()
for line in context.splitlines():
    inst = line.split("|| Instance: ")[1]
    counts[label(inst)] += 1
for lab, n in counts.most_common():
    print(f"{lab:<34}{n}")
top = counts.most_common(1)[0][0]
print(f"Answer: {top}")
print(f"Label: {top} is more common than {counts.most_common()[-1][0]}")
