import re
sents = [f"Fact {i} says the value is {i * i % 17}." for i in range(30)]
context = " ".join(sents)

sentences = re.split(r"(?<=[.!?])\s+", context)
print("sentences:", len(sentences))
window, stride = 5, 3
windows = []
for i in range(0, len(sentences) - window + 1, stride):
    windows.append(" ".join(sentences[i:i + window]))
print("windows:", len(windows))
for i, w in enumerate(windows[:4]):
    print(i, w[:70] + "...")
vals = [int(m) for m in re.findall(r"value is (\d+)", context)]
print("max value", max(vals), "at fact", vals.index(max(vals)))
print("windows containing 'value is 16':", [i for i, w in enumerate(windows) if "value is 16" in w])
