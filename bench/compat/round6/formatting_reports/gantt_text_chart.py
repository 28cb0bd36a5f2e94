tasks = [
    ("design", 0, 3),
    ("backend", 2, 8),
    ("frontend", 4, 9),
    ("testing", 8, 11),
    ("launch", 11, 12),
]
width = max(end for _, _, end in tasks)
label_w = max(len(n) for n, _, _ in tasks)
print(" " * (label_w + 1) + "".join(str(d % 10) for d in range(width)))
for name, start, end in tasks:
    bar = " " * start + "=" * (end - start)
    print(f"{name:>{label_w}} {bar:<{width}} {end - start:>2}d")
overlaps = [(a[0], b[0]) for i, a in enumerate(tasks) for b in tasks[i + 1:] if a[1] < b[2] and b[1] < a[2]]
print("overlapping:", overlaps)
print(f"critical path length: {max(e for *_, e in tasks)} days")
