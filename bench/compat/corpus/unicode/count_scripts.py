import unicodedata
from collections import Counter

sample = "Hello мир! こんにちは 世界 — שלום, مرحبا, Γειά σου 123 ٤٥٦"
scripts = Counter()
for ch in sample:
    if ch.isspace():
        continue
    name = unicodedata.name(ch, "UNKNOWN")
    first = name.split()[0]
    if unicodedata.category(ch).startswith("P"):
        first = "PUNCT"
    scripts[first] += 1
for k, v in sorted(scripts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{k:<10}{v:>3}")
cats = Counter(unicodedata.category(c) for c in sample)
print(sorted(cats.items()))
print(sum(c.isdigit() for c in sample), [c for c in sample if c.isdigit()])
print(llm_query("Detect languages in: " + sample))
