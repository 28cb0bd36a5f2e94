import re
from collections import Counter

context = """Prior work (Smith et al., 2019; Lee, 2021) showed gains. Later, Smith et al. (2019)
argued otherwise [12], but see [3, 7-9] and (Garcia & Chen, 2020). A survey (Lee, 2021a)
and [12] again. Also cited: (Nguyen, 2018, p. 44)."""

author_year = re.findall(r"([A-Z][a-z]+(?: et al\.| & [A-Z][a-z]+)?),? \(?(\d{4}[a-z]?)", context)
print(author_year)
numeric = []
for group in re.findall(r"\[([\d,\s-]+)\]", context):
    for part in group.split(","):
        part = part.strip()
        if "-" in part:
            a, b = map(int, part.split("-"))
            numeric.extend(range(a, b + 1))
        else:
            numeric.append(int(part))
print(sorted(numeric), Counter(numeric).most_common(1))
years = Counter(y[:4] for _, y in author_year)
print(sorted(years.items()))
print(re.findall(r"p\. (\d+)", context))
