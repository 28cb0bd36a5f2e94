import re

context = ("The invoice was issued on March 3. Payment was due in thirty days. "
           "The customer paid late! A fee of 2% was added? Support was contacted twice. "
           "The dispute closed in April. Dr. Smith signed the final letter. "
           "No further action is needed.") * 2

sentences = re.split(r"(?<=[.!?])\s+", context.strip())
print("sentences:", len(sentences))

def pack(sents, limit):
    batches, cur = [], []
    for s in sents:
        if cur and sum(len(x) + 1 for x in cur) + len(s) > limit:
            batches.append(" ".join(cur))
            cur = []
        cur.append(s)
    if cur:
        batches.append(" ".join(cur))
    return batches

for limit in (80, 150, 400):
    b = pack(sentences, limit)
    print(f"limit {limit}: {len(b)} batches, longest {max(map(len, b))}")
b = pack(sentences, 150)
for i, text in enumerate(b[:3]):
    print(i, text)
print(" ".join(b) == " ".join(sentences))
