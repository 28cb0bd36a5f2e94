def plural(n, word, suffix="s"):
    return f"{n} {word}{'' if n == 1 else suffix}"

def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024

def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"

for n in (0, 1, 2, 11):
    print(plural(n, "file"), "|", plural(n, "match", "es"), "|", ordinal(n))
print([ordinal(n) for n in (21, 22, 23, 101, 111, 112, 113, 1000)])
for b in (0, 512, 1024, 1536, 10**6, 5 * 1024**3, 3 * 1024**5):
    print(f"{b:>18,} -> {human_bytes(b)}")
