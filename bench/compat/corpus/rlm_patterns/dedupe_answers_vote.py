from collections import Counter

records = [l for l in context.splitlines() if l.startswith("id=")]
question = "Is this message a phishing attempt? Answer yes or no."
prompts = [f"{question}\n{r.split('msg=')[1]}" for r in records[:40]]
answers = llm_query_batched(prompts)

def normalize(ans):
    body = ans.split(": ", 1)[1].rsplit(" (", 1)[0]
    return body.strip().lower()

votes = Counter(normalize(a) for a in answers)
print(len(answers), len(votes))
for ans, n in votes.most_common(3):
    print(n, repr(ans))
unique = list(dict.fromkeys(answers))
print(len(unique), unique[0])
lengths = Counter(int(a.rsplit("(", 1)[1].split()[0]) for a in answers)
print(sorted(lengths.items()))
