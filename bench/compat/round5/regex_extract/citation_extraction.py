import re
context = """As shown in [1], transformers scale well [2, 3]. Prior work [4-6] disagrees.
Later, Smith et al. (2020) and Jones (2019a) replicated it; see also (Lee & Kim, 2021).
References: [1] Vaswani 2017. [2] Brown 2020. [3] Kaplan 2020."""
nums = set()
for group in re.findall(r"\[(\d+(?:\s*[-,]\s*\d+)*)\]", context):
    for part in re.split(r"\s*,\s*", group):
        if "-" in part:
            a, b = map(int, part.split("-"))
            nums.update(range(a, b + 1))
        else:
            nums.add(int(part))
print("numeric citations:", sorted(nums))
authors = re.findall(r"([A-Z][a-z]+)(?: et al\.)? \((\d{4}[a-z]?)\)", context)
print("author-year:", authors)
paren = re.findall(r"\(([A-Z][a-z]+ & [A-Z][a-z]+), (\d{4})\)", context)
print("parenthetical:", paren)
refs = dict(re.findall(r"\[(\d+)\] (\w+ \d{4})", context))
print(refs)
