import re
import unicodedata

def slugify(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    s = re.sub(r"[^\w\s-]", "", s).strip().lower()
    return re.sub(r"[-\s]+", "-", s)

for title in ["Hello, World!", "  Crème Brûlée  recipe ", "RLM: a -- survey (2024)", "naïve_bayes vs. SVM"]:
    print(repr(slugify(title)))
