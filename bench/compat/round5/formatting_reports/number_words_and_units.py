def human_bytes(n):
    units = ["B", "KB", "MB", "GB", "TB"]
    size = float(n)
    for u in units:
        if size < 1024 or u == units[-1]:
            return f"{size:.1f} {u}" if u != "B" else f"{int(size)} B"
        size /= 1024

def human_duration(sec):
    parts = []
    for name, length in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if sec >= length or (name == "s" and not parts):
            q, sec = divmod(sec, length)
            parts.append(f"{q}{name}")
    return " ".join(parts)

def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

for b in [0, 512, 2048, 1536000, 5 * 1024 ** 3, 3 * 1024 ** 5]:
    print(f"{b:>20,} -> {human_bytes(b)}")
for s in [0, 59, 61, 3600, 3725, 90061]:
    print(s, "->", human_duration(s))
print(" ".join(ordinal(i) for i in [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112]))
