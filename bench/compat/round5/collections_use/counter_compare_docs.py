from collections import Counter
import math
docs = {
    "d1": "python code python data analysis",
    "d2": "data science data analysis statistics",
    "d3": "cooking recipes pasta sauce",
    "q": "python data analysis",
}
vecs = {k: Counter(v.split()) for k, v in docs.items()}

def cosine(a, b):
    dot = sum(a[w] * b[w] for w in a if w in b)
    na = math.sqrt(sum(v * v for v in a.values()))
    nb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb) if na and nb else 0.0

q = vecs["q"]
ranking = sorted(((cosine(q, vecs[d]), d) for d in ("d1", "d2", "d3")), reverse=True)
for score, d in ranking:
    print(f"{d}: {score:.4f}")
shared = vecs["d1"] & vecs["d2"]
print("shared d1/d2:", sorted(shared.elements()))
