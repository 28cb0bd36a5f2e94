context = "".join(f"<rec id={i} score={(i * 31) % 100}/>" for i in range(150))

def preview(text, n=80):
    if len(text) <= 2 * n:
        return text
    return text[:n] + f" ...[{len(text) - 2 * n} chars omitted]... " + text[-n:]

print(preview(context))
print(preview("short text"))
print(type(context).__name__, len(context))
print("records:", context.count("<rec "))
import re
scores = [int(s) for s in re.findall(r"score=(\d+)", context)]
print("score range:", min(scores), max(scores))
high = [i for i, s in enumerate(scores) if s >= 95]
print("high scorers:", high)
