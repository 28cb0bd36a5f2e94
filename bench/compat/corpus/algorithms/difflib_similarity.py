import difflib
import re

msgs = sorted(set(re.sub(r"\d+", "#", m) for m in re.findall(r'msg="([^"]+)"', context)))
print(msgs)
queries = ["refund request for order", "pasword reset", "meeting moved", "shipping late order"]
for q in queries:
    print(q, "->", difflib.get_close_matches(q, msgs, n=2, cutoff=0.4))
sm = difflib.SequenceMatcher(None, "invoice overdue", "invoice is overdue")
print(round(sm.ratio(), 4), sm.find_longest_match(0, 15, 0, 18))
print(sm.get_matching_blocks())
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(tag, i1, i2, j1, j2)
a = ["alice 10", "bob 20", "carol 30"]
b = ["alice 10", "bob 25", "carol 30", "dave 5"]
print("\n".join(difflib.unified_diff(a, b, "before", "after", lineterm="")))
print(list(difflib.ndiff(["abc"], ["abd"])))
scores = {m: round(difflib.SequenceMatcher(None, "order # late", m).ratio(), 3) for m in msgs}
print(max(scores, key=scores.get), scores)
