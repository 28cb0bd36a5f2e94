items = {"a": 1.5, "b": 2.25}
for k, v in items.items():
    print(f"{k!s:>3}: {v:6.2f} ({v / sum(items.values()):.0%})")
print(f"{'-' * 10}")
print(f"{len(items)} items, keys={list(items)}")
