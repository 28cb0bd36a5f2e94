import re
import unicodedata

def slugify(s, sep="-"):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    s = re.sub(r"[^\w\s-]", "", s).strip().lower()
    return re.sub(r"[-\s_]+", sep, s)

titles = [
    "Crème Brûlée — Recipe #1",
    "Ça va? Très bien!",
    "Ōsaka 大阪 2024",
    "  Spaces   and___underscores  ",
    "Ελληνικά κείμενο",
    "naïve café, résumé",
]
for t in titles:
    print(f"{t!r:40} -> {slugify(t)!r}")
msgs = [l.split('msg="')[1][:-1] for l in context.splitlines()[:4] if 'msg="' in l]
print([slugify(m, "_") for m in msgs])
